/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { CompareProducts } from './compare-page';

describe('CompareProducts during SSR', () => {
  it('renders loading, never the empty state: the own list is only known in the browser', () => {
    const html = renderToString(<CompareProducts search="" />);
    expect(html).toContain('Зареждане на сравнението…');
    expect(html).not.toContain('Няма продукти за сравнение.');
  });
});
