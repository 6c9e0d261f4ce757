export {
  parseVisualRequest,
  serialiseVisualRequest,
  UPLOAD_SLUG,
  type VisualRequest,
  VISUALLY_SIMILAR_BASE,
  visualRequestIdOfPath,
  visuallySimilarPath,
} from './visual-request';
