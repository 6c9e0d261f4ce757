/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { VariantGrid } from '../catalogue';
import { variantFixture } from '../catalogue/test-support/variant-fixture';
import { Layout } from './layout';

describe('Layout and cards during SSR (spec §2 server-rendered regions are hydrated)', () => {
  it('render without window, logged out, with an empty compare badge', () => {
    const html = renderToString(
      <Layout menu={null}>
        <VariantGrid variants={[variantFixture()]} />
      </Layout>,
    );
    expect(html).toContain('Вход');
    expect(html).toContain('data-testid="variant-card"');
    expect(html).not.toContain('data-testid="compare-badge"');
    /* A Suspense boundary, which React hydrates in tasks of its own after the page. */
    expect(html).toContain('<!--$--><footer class="site-footer">');
  });
});
