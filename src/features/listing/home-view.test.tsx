import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { HomeView } from './home-view';
import { filteringFixture } from './test-support/filtering-fixture';

function isolatedCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, isPaused: () => true }}>{children}</SWRConfig>;
}

describe('HomeView (spec §2 Carousels on the home page)', () => {
  it('shows the picks in a carousel with their positions and the listing request id (spec §7 ri)', () => {
    render(<HomeView categories={[]} snapshot={filteringFixture({ count: 3 })} cardContext={{ clickSource: 4 }} />, {
      wrapper: isolatedCache,
    });
    const carousel = screen
      .getAllByRole('region', { name: 'Избрано за вас' })
      .find((region) => region.getAttribute('aria-roledescription') === 'въртележка');
    if (!carousel) throw new Error('expected the picks carousel');
    expect(within(carousel).getAllByTestId('variant-card')).toHaveLength(3);
    expect(within(carousel).getByRole('link', { name: 'Диван 3' })).toHaveAttribute('href', '/go/3?src=4&pos=3&ri=req-divani-1');
  });
});
