import { IMAGE_EDGES, type ImageFormat, parseImagePath } from './image-path';
import { RESPONSIVE_FORMATS, imageCandidates, imageSize, imageUrl, responsiveImage, servedImage } from './responsive-image';

describe('imageSize (spec §5 width or size name required; spec §8 unknown size name)', () => {
  it('resolves the named sizes', () => {
    expect(imageSize({ sizeName: 'thumb' })).toEqual({ width: 80, height: 80 });
    expect(imageSize({ sizeName: 'card' })).toEqual({ width: 320, height: 320 });
    expect(imageSize({ sizeName: 'card2x' })).toEqual({ width: 640, height: 640 });
    expect(imageSize({ sizeName: 'detail' })).toEqual({ width: 800, height: 800 });
    expect(imageSize({ sizeName: 'zoom' })).toEqual({ width: 1600, height: 1600 });
  });

  it('throws the spec §8 message for an unknown size name', () => {
    expect(() => imageSize({ sizeName: 'huge' })).toThrow(new Error('Given sizeName huge does not exist'));
    expect(() => imageSize({ sizeName: 'toString' })).toThrow('Given sizeName toString does not exist');
  });

  it('requires a width or a size name', () => {
    expect(() => imageSize({})).toThrow('Image size lookup requires width or sizeName');
  });

  it('takes an explicit square of the edges the images service renders, and nothing else', () => {
    expect(imageSize({ width: 640 })).toEqual({ width: 640, height: 640 });
    expect(imageSize({ width: 640, height: 640 })).toEqual({ width: 640, height: 640 });
    expect(() => imageSize({ width: 321 })).toThrow(RangeError);
    expect(() => imageSize({ width: 640, height: 480 })).toThrow(RangeError);
    expect(() => imageSize({ width: 640, height: 0 })).toThrow(RangeError);
    expect(IMAGE_EDGES).toEqual([80, 160, 240, 320, 400, 480, 640, 800, 960, 1200, 1600]);
  });
});

describe('imageUrl (spec §9 image URL path)', () => {
  it('builds type/width-height/aa/bb/cc/id/slug.format', () => {
    expect(imageUrl({ id: 123, type: 'variant', sizeName: 'card', slug: 'ugalen-divan', format: 'webp' })).toBe(
      '/img/variant/320-320/72/38/63/123/ugalen-divan.webp',
    );
  });

  it('omits the slug when none is given and takes an explicit width', () => {
    expect(imageUrl({ id: 42, type: 'product', width: 800, format: 'jpg' })).toBe('/img/product/800-800/87/e3/85/42.jpg');
  });

  it('refuses slugs the server would reject', () => {
    expect(() => imageUrl({ id: 1, type: 'variant', sizeName: 'card', slug: 'Ъгъл', format: 'jpg' })).toThrow(RangeError);
  });
});

describe('servedImage (spec §9: the types and slugs the images service accepts)', () => {
  it('keeps a known type and a valid slug', () => {
    expect(servedImage({ id: 7, type: 'product' }, 'aglov-divan')).toEqual({ id: 7, type: 'product', slug: 'aglov-divan' });
  });

  it('names an unknown or missing type a variant image and leaves out a slug the server would refuse', () => {
    expect(servedImage({ id: 7, type: 'poster' }, 'Ъглов диван')).toEqual({ id: 7, type: 'variant', slug: undefined });
    expect(servedImage({ id: 7 }, 'divan')).toEqual({ id: 7, type: 'variant', slug: 'divan' });
    expect(() => responsiveImage({ ...servedImage({ id: 7 }, 'Ъглов диван'), width: 320, height: 320 })).not.toThrow();
  });
});

describe('responsiveImage (spec §9 image URL path; a plain <picture> for cards)', () => {
  const picture = responsiveImage({ id: 42, slug: 'divan', width: 320, height: 320 });
  const entries = (srcSet: string) => srcSet.split(',').map((entry) => entry.split(' '));

  it('gives the box for width/height attributes and a JPEG src at the box width', () => {
    expect(picture).toMatchObject({
      width: 320,
      height: 320,
      src: '/img/variant/320-320/87/e3/85/42/divan.jpg',
      sizes: '(min-width: 320px) 320px, 100vw',
    });
  });

  it('offers WebP then JPEG candidates from ½× to 2× the box, each an allowlisted square named by its width', () => {
    expect(picture.sources.map((source) => source.type)).toEqual(['image/webp']);
    for (const [format, srcSet] of [
      ['webp', picture.sources[0]?.srcSet ?? ''],
      ['jpg', picture.srcSet],
    ] as const) {
      expect(entries(srcSet)).toEqual(
        [160, 240, 320, 400, 480, 640].map((width) => [`/img/variant/${width}-${width}/87/e3/85/42/divan.${format}`, `${width}w`]),
      );
    }
  });

  it('takes a custom sizes', () => {
    expect(responsiveImage({ id: 42, width: 800, height: 800, sizes: '50vw' }).sizes).toBe('50vw');
  });

  it('refuses a box the images service does not render', () => {
    expect(() => responsiveImage({ id: 42, width: 300, height: 300 })).toThrow(RangeError);
    expect(() => responsiveImage({ id: 42, width: 800, height: 600 })).toThrow(RangeError);
  });
});

describe('image URLs the site builds', () => {
  const srcSetUrls = (srcSet: string) => srcSet.split(',').map((candidate) => candidate.trim().split(' ')[0] ?? '');

  it('are all accepted by the images service: the card (320×320) and the product gallery (640×640 from 1200 wide)', () => {
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
