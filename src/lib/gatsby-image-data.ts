import { type IGatsbyImageData, type IUrlBuilderArgs, getImageData } from 'gatsby-plugin-image';
import { imageCandidates, type ImageFormat, RESPONSIVE_FORMATS, type ResponsiveImageInput } from '@uyut/core';

function isResponsiveFormat(format: string): format is ImageFormat {
  return (RESPONSIVE_FORMATS as readonly string[]).includes(format);
}

/**
 * gatsby-plugin-image data for one image of the images service, for `<GatsbyImage image={...} alt />`
 * (the product gallery): a constrained layout of the given box (so the page reserves its space and never
 * shifts), and WebP and JPEG srcsets whose boxes are all on the server's allowlist.
 */
export function gatsbyImageData(input: ResponsiveImageInput): IGatsbyImageData {
  const { id, width, height, sizes } = input;
  const candidates = imageCandidates(input);
  const urlBuilder = (args: IUrlBuilderArgs<undefined>): string =>
    candidates.url({ format: isResponsiveFormat(args.format) ? args.format : 'jpg', width: args.width });
  const image = getImageData({
    baseUrl: String(id),
    urlBuilder,
    pluginName: 'uyut-images',
    layout: 'constrained',
    formats: [...RESPONSIVE_FORMATS],
    width,
    height,
    sourceWidth: candidates.sourceWidth,
    sourceHeight: candidates.sourceHeight,
    breakpoints: candidates.widths,
  });
  if (sizes === undefined) return image;
  const { fallback, sources = [] } = image.images;
  return {
    ...image,
    images: {
      fallback: fallback && { ...fallback, sizes },
      sources: sources.map((source) => ({ ...source, sizes })),
    },
  };
}
