export { Carousel } from './carousel';
export { HydrateOnDemand } from './hydrate-on-demand';
export { Icon } from './icon';
export { Price } from './price';
export { Stars } from './stars';
export { useEscape } from './use-escape';
export { fieldDescription, FormField } from './form-field';
export { type ImageLoading, ResponsivePicture } from './responsive-picture';
