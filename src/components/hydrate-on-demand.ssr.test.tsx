/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { HydrateOnDemand } from './hydrate-on-demand';

describe('HydrateOnDemand on the build server (issue 23)', () => {
  it('renders its children into the page, between the markers React hydrates them by', () => {
    const html = renderToString(
      <HydrateOnDemand as="li" className="item">
        <button type="button">Сравни</button>
      </HydrateOnDemand>,
    );
    expect(html).toBe('<li class="item"><!--$--><button type="button">Сравни</button><!--/$--></li>');
  });
});
