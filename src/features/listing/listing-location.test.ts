import { isSnapshotLocation, listingUrl } from './listing-location';

describe('listing location (spec §2: filters live in the URL)', () => {
  it('joins path and query, dropping the trailing slash Gatsby adds', () => {
    expect(listingUrl({ pathname: '/products/divani/', search: '?priceFrom=100' })).toBe('/products/divani?priceFrom=100');
    expect(listingUrl({ pathname: '/', search: '' })).toBe('/');
  });

  it('recognises the static page itself', () => {
    expect(isSnapshotLocation({ location: { pathname: '/products/divani/', search: '' }, snapshotUrl: '/products/divani' })).toBe(true);
    expect(isSnapshotLocation({ location: { pathname: '/products/divani/zelen', search: '' }, snapshotUrl: '/products/divani' })).toBe(
      false,
    );
    expect(
      isSnapshotLocation({ location: { pathname: '/products/divani', search: '?priceTo=500' }, snapshotUrl: '/products/divani' }),
    ).toBe(false);
  });
});
