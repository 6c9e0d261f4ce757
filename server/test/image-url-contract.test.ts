import { type ImageFormat, RESPONSIVE_FORMATS, imageCandidates, responsiveImage } from '../../src/lib/image-url';
import { parseImagePath } from '../src/services/images/image-path';

/**
 * The images service renders only the boxes the site asks for (image-path.ts IMAGE_EDGES). This pins the
 * two sides together: every URL the site's image helpers build for its image boxes must be accepted.
 * The boxes are the site's: variant cards (variant-card.tsx, 320×320) and the product gallery
 * (product-view.tsx, 640×640 from originals up to 1200 wide).
 */
describe('image URLs the site builds', () => {
  const srcSetUrls = (srcSet: string) => srcSet.split(',').map((candidate) => candidate.trim().split(' ')[0] ?? '');

  it('are all accepted by the images service', () => {
    const card = responsiveImage({ id: 4567, slug: 'aglov-divan', width: 320, height: 320 });
    const gallery = imageCandidates({ id: 4567, slug: 'aglov-divan', width: 640, height: 640, sourceWidth: 1200, sourceHeight: 900 });
    const urls = [
      card.src,
      ...srcSetUrls(card.srcSet),
      ...card.sources.flatMap((source) => srcSetUrls(source.srcSet)),
      ...gallery.widths.flatMap((width) => RESPONSIVE_FORMATS.map((format: ImageFormat) => gallery.url({ format, width }))),
    ];
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect([url, parseImagePath(url).ok]).toEqual([url, true]);
  });
});
