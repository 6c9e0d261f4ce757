import { parseVisualRequest, serialiseVisualRequest, visuallySimilarPath, visualRequestIdOfPath } from './visual-request';

describe('visually-similar request ids (spec §2)', () => {
  it.each([
    ['v42', { kind: 'variant', variantId: 42 }],
    ['v42-i7', { kind: 'variant', variantId: 42, imageId: 7 }],
    ['uAbCdEfGhIjKlMnOpQrS_-0', { kind: 'upload', token: 'AbCdEfGhIjKlMnOpQrS_-0' }],
  ])('reads %s and writes it back', (id, request) => {
    expect(parseVisualRequest(id)).toEqual(request);
    expect(serialiseVisualRequest(parseVisualRequest(id)!)).toBe(id);
  });

  it.each(['', 'v', 'v0', 'v01', 'v42-i', 'v42-i0', 'v9999999999', 'x42', 'u', 'ushort', 'uAbCdEfGhIjKlMnOpQrS_-0!', 'v42i7'])(
    'refuses %j',
    (id) => {
      expect(parseVisualRequest(id)).toBeNull();
    },
  );

  it('builds the listing path', () => {
    expect(visuallySimilarPath({ request: { kind: 'variant', variantId: 5 }, slug: 'divan-verona' })).toBe(
      '/products/visually-similar/v5/divan-verona',
    );
  });

  it.each([
    ['/products/visually-similar/v5/divan-verona', 'v5'],
    ['/products/visually-similar/v5-i9/divan-verona', 'v5-i9'],
    ['/products/visually-similar/uAbCdEfGhIjKlMnOpQrS_-0/snimka', 'uAbCdEfGhIjKlMnOpQrS_-0'],
    ['/products/visually-similar', null],
    ['/products/visually-similar/', null],
    ['/products/visually-similar/v5', null],
    ['/products/visually-similar/v5/Divan', null],
    ['/products/visually-similar/v5/divan/extra', null],
    ['/products/visually-similar/x5/divan', null],
    ['/products/divani', null],
  ])('finds the request id of %s', (path, id) => {
    expect(visualRequestIdOfPath(path)).toBe(id);
  });
});
