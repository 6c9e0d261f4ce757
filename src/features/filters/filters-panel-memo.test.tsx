import { render } from '@testing-library/react';
import { FiltersPanel } from './filters-panel';
import { PriceFilter } from './price-filter';
import { groupsFixture } from './test-support/groups-fixture';

jest.mock('./price-filter', () => ({ PriceFilter: jest.fn(() => null) }));

describe('FiltersPanel rendering', () => {
  it('renders again only when its answer changes (the listing re-renders on every revalidation and loading state)', () => {
    const groups = groupsFixture();
    const onNavigate = jest.fn();
    const panel = (g: typeof groups) => (
      <FiltersPanel groups={g} url="/products/divani" clearUrl="/products/divani" onNavigate={onNavigate} />
    );
    const { rerender } = render(panel(groups));
    expect(PriceFilter).toHaveBeenCalledTimes(1);
    rerender(panel(groups));
    expect(PriceFilter).toHaveBeenCalledTimes(1);
    rerender(panel(groupsFixture()));
    expect(PriceFilter).toHaveBeenCalledTimes(2);
  });
});
