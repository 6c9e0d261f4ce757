import { IMAGE_EDGES, IMAGE_FORMATS, IMAGE_TYPES, type ImagePathInput, hashFolders, imagePath, parseImagePath } from './image-path';

describe('hashFolders', () => {
  it.each([
    [1, ['34', '0c', 'a7']],
    [2, ['37', '0c', 'ab']],
    [123, ['72', '38', '63']],
    [4567, ['9c', '56', 'b2']],
    [999999, ['11', 'b1', '4a']],
    [42, ['87', 'e3', '85']],
    [123456, ['99', '95', 'b6']],
    [68, ['0d', 'e8', 'd5']],
    [94, ['07', 'fe', '92']],
  ])('is the first six hex digits, zero-padded to eight, of FNV-1a-32 of the decimal id %i', (id, folders) => {
    expect(hashFolders(id)).toEqual(folders);
  });

  it('rejects ids that are not positive integers', () => {
    expect(() => hashFolders(0)).toThrow(RangeError);
    expect(() => hashFolders(1.5)).toThrow(RangeError);
  });
});

describe('imagePath', () => {
  it('builds the slug form', () => {
    expect(imagePath({ type: 'variant', id: 123, width: 320, height: 320, slug: 'ugalen-divan', format: 'webp' })).toBe(
      '/img/variant/320-320/72/38/63/123/ugalen-divan.webp',
    );
  });

  it('builds the form without slug', () => {
    expect(imagePath({ type: 'variant', id: 123, width: 320, height: 320, format: 'webp' })).toBe('/img/variant/320-320/72/38/63/123.webp');
  });

  it('refuses sizes outside the allowlist and bad slugs', () => {
    expect(() => imagePath({ type: 'variant', id: 1, width: 321, height: 321, format: 'jpg' })).toThrow(RangeError);
    expect(() => imagePath({ type: 'variant', id: 1, width: 320, height: 240, format: 'jpg' })).toThrow(RangeError);
    expect(() => imagePath({ type: 'variant', id: 1, width: 320, height: 320, format: 'jpg', slug: 'Ъгъл' })).toThrow(RangeError);
  });
});

describe('parseImagePath', () => {
  const cases: ImagePathInput[] = IMAGE_TYPES.flatMap((type, index) =>
    IMAGE_FORMATS.flatMap((format) => [
      { type, id: 1 + index * 97, width: IMAGE_EDGES[index] ?? 80, height: IMAGE_EDGES[index] ?? 80, format },
      {
        type,
        id: 40_000 + index,
        width: IMAGE_EDGES[10 - index] ?? 80,
        height: IMAGE_EDGES[10 - index] ?? 80,
        format,
        slug: 'ugalen-divan-2',
      },
    ]),
  );

  it.each(cases)('round-trips $type $width-$height $format slug=$slug', (input) => {
    expect(parseImagePath(imagePath(input))).toEqual({ ok: true, value: input });
  });

  it.each([
    ['/img/photo/320-320/72/38/63/123.webp', 'bad-type', 'type'],
    ['/img/variant/321-320/72/38/63/123.webp', 'bad-size', 'size'],
    ['/img/variant/320-321/72/38/63/123.webp', 'bad-size', 'size'],
    ['/img/variant/0-320/72/38/63/123.webp', 'bad-size', 'size'],
    ['/img/variant/0320-320/72/38/63/123.webp', 'bad-size', 'size'],
    ['/img/variant/320x320/72/38/63/123.webp', 'bad-size', 'size'],
    ['/img/variant/320-320/72/38/63/123.png', 'bad-format', 'format'],
    ['/img/variant/320-320/72/38/63/123', 'bad-format', 'format'],
    ['/img/variant/320-320/72/38/63/0123.webp', 'bad-id', 'id'],
    ['/img/variant/320-320/72/38/63/abc/divan.webp', 'bad-id', 'id'],
    ['/img/variant/320-320/72/38/63/123/Divan_2.webp', 'bad-slug', 'slug'],
    ['/img/variant/320-320/72/38/64/123.webp', 'hash-mismatch', 'hash'],
    ['/img/variant/320-320/38/72/63/123/divan.webp', 'hash-mismatch', 'hash'],
    ['/img/variant/320-320/72/38/123.webp', 'bad-path', 'path'],
    ['/images/variant/320-320/72/38/63/123.webp', 'bad-path', 'path'],
  ])('rejects %s as %s naming %s', (path, kind, field) => {
    const parsed = parseImagePath(path);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatchObject({ kind, field });
  });

  it('accepts only the square boxes the site requests', () => {
    for (const edge of IMAGE_EDGES)
      expect(parseImagePath(`/img/review/${edge}-${edge}/72/38/63/123.jpg`)).toMatchObject({
        ok: true,
        value: { width: edge, height: edge },
      });
    for (const size of ['800-0', '40-40', '120-120', '640-480', '1600-1200', '2000-2000']) {
      expect(parseImagePath(`/img/review/${size}/72/38/63/123.jpg`)).toMatchObject({
        ok: false,
        error: { kind: 'bad-size', field: 'size' },
      });
    }
  });
});
