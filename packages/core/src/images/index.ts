export {
  hashFolders,
  IMAGE_EDGES,
  IMAGE_FORMATS,
  IMAGE_TYPES,
  type ImageFormat,
  type ImagePathError,
  type ImagePathInput,
  type ImagePathParams,
  type ImageRequest,
  type ImageType,
  imagePath,
  isImageSlug,
  isImageType,
  parseImageParams,
  parseImagePath,
  sizeFolder,
} from './image-path';
export { type ImageCandidates, imageCandidates, RESPONSIVE_FORMATS, type ResponsiveImageInput, responsiveImage } from './responsive-image';
