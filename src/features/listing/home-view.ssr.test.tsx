/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { HomeView } from './home-view';
import { filteringFixture } from './test-support/filtering-fixture';

describe('HomeView during SSR (Lighthouse TBT: the page hydrates in parts)', () => {
  it('marks the departments and the picks as Suspense boundaries, which React hydrates each after the hero', () => {
    const html = renderToString(<HomeView categories={[]} snapshot={filteringFixture({ count: 2 })} />);
    expect(html).toContain('<!--$--><section aria-labelledby="departments"');
    expect(html).toContain('<!--$--><section aria-labelledby="picks"');
  });
});
