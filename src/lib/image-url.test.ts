import { IMAGE_DIMENSIONS, fnv1a32, imageHashFolders, imageSize, imageUrl, responsiveImage } from './image-url';

describe('imageHashFolders (spec §9: three two-character hash folders)', () => {
  it('hashes the decimal id with 32-bit FNV-1a (offset 0x811c9dc5, prime 0x01000193)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('1')).toBe(0x340ca71c);
  });

  it.each([
    [1, ['34', '0c', 'a7']],
    [42, ['87', 'e3', '85']],
    [123456, ['99', '95', 'b6']],
    [123, ['72', '38', '63']],
    [999999, ['11', 'b1', '4a']],
  ])('splits the first six lower-case hex digits of id %i into pairs (same values as the server)', (id, folders) => {
    expect(imageHashFolders(id)).toEqual(folders);
  });

  it('zero-pads the hash to eight hex digits before splitting (68 → 0de8d5a3)', () => {
    expect(fnv1a32('68')).toBe(0x0de8d5a3);
    expect(imageHashFolders(68)).toEqual(['0d', 'e8', 'd5']);
    expect(imageHashFolders(94)).toEqual(['07', 'fe', '92']);
  });

  it('refuses ids that are not positive integers', () => {
    expect(() => imageHashFolders(0)).toThrow(RangeError);
    expect(() => imageHashFolders(1.5)).toThrow(RangeError);
  });
});

describe('imageSize (spec §5 width or size name required; spec §8 unknown size name)', () => {
  it('resolves the named sizes', () => {
    expect(imageSize({ sizeName: 'thumb' })).toEqual({ width: 80, height: 80 });
    expect(imageSize({ sizeName: 'card' })).toEqual({ width: 320, height: 320 });
    expect(imageSize({ sizeName: 'card2x' })).toEqual({ width: 640, height: 640 });
    expect(imageSize({ sizeName: 'detail' })).toEqual({ width: 800, height: 800 });
    expect(imageSize({ sizeName: 'zoom' })).toEqual({ width: 1600, height: 1600 });
  });

  it("throws 'Given sizeName ... does not exist' for an unknown name", () => {
    expect(() => imageSize({ sizeName: 'huge' })).toThrow(new Error('Given sizeName huge does not exist'));
    expect(() => imageSize({ sizeName: 'toString' })).toThrow('Given sizeName toString does not exist');
  });

  it('requires a width when no size name is given', () => {
    expect(() => imageSize({})).toThrow('Image size lookup requires width or sizeName');
    expect(() => imageSize({ height: 320 })).toThrow('Image size lookup requires width or sizeName');
  });

  it('accepts only allowlisted edges, with height 0 keeping the aspect ratio', () => {
    expect(imageSize({ width: 640 })).toEqual({ width: 640, height: 0 });
    expect(imageSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(() => imageSize({ width: 321 })).toThrow(RangeError);
    expect(() => imageSize({ width: 320, height: 300 })).toThrow(RangeError);
    expect(IMAGE_DIMENSIONS).toEqual([40, 80, 120, 160, 240, 320, 400, 480, 640, 800, 960, 1200, 1600]);
  });
});

describe('imageUrl (spec §9 image URL path)', () => {
  it('builds type/width-height/aa/bb/cc/id/slug.format', () => {
    expect(imageUrl({ id: 123, type: 'variant', sizeName: 'card', slug: 'ugalen-divan', format: 'webp' })).toBe(
      '/img/variant/320-320/72/38/63/123/ugalen-divan.webp',
    );
  });

  it('omits the slug when none is given and takes an explicit width', () => {
    expect(imageUrl({ id: 42, type: 'product', width: 800, format: 'jpg' })).toBe('/img/product/800-0/87/e3/85/42.jpg');
  });

  it('refuses slugs the server would reject', () => {
    expect(() => imageUrl({ id: 1, type: 'variant', sizeName: 'card', slug: 'Ъгъл', format: 'jpg' })).toThrow(RangeError);
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

  it('keeps the aspect ratio (height 0) when box heights leave the allowlist, and takes a custom sizes', () => {
    const wide = responsiveImage({ id: 42, width: 800, height: 600, sizes: '50vw' });
    expect(entries(wide.srcSet).every(([url]) => /\/\d+-0\//.test(url ?? ''))).toBe(true);
    expect(wide.sizes).toBe('50vw');
  });

  it('refuses a display width outside the allowlist', () => {
    expect(() => responsiveImage({ id: 42, width: 300, height: 300 })).toThrow(RangeError);
  });
});
