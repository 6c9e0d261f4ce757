import { acceptsGzip } from './accept-encoding';

describe('acceptsGzip (RFC 9110 §12.5.3)', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['x-gzip', true],
    ['GZIP', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000, *', false],
    ['br, *;q=0', false],
    ['br', false],
    ['identity', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('is false without the header', () => {
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
