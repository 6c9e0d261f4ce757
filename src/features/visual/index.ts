export { PicturePicker } from './picture-picker';
export { VisualButton } from './visual-button';
export { VisuallySimilarResults } from './visually-similar-results';
