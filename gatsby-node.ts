import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

interface AllNodes {
  allUyutCategory: { nodes: Array<{ uyutId: number; slug: string; count: number; data: unknown }> };
  allUyutListing: { nodes: Array<{ url: string; data: unknown }> };
  allUyutProduct: { nodes: Array<{ uyutId: number; slug: string; data: unknown }> };
}

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** Pages carry their data in pageContext (no per-page queries), which keeps builds fast at catalogue scale. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<AllNodes>(`
    query UyutPages {
      allUyutCategory { nodes { uyutId slug count data } }
      allUyutListing { nodes { url data } }
      allUyutProduct { nodes { uyutId slug data } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the sourced catalogue', result.errors);
    return;
  }
  const { allUyutCategory, allUyutListing, allUyutProduct } = result.data;
  const listings = new Map(allUyutListing.nodes.map((l) => [l.url, l.data]));
  const categories = allUyutCategory.nodes.map((c) => c.data);

  actions.createPage({ path: '/', component: template('home'), context: { categories, listing: listings.get('/') } });
  const listed = allUyutCategory.nodes.filter((category) => listings.has(`/products/${category.slug}`));
  for (const category of listed) {
    const listing = listings.get(`/products/${category.slug}`);
    actions.createPage({
      path: `/products/${category.slug}`,
      /* Filtered URLs below the category render the same page, which then fetches live. */
      matchPath: `/products/${category.slug}/*`,
      component: template('category'),
      context: { category: category.data, listing },
    });
  }
  for (const product of allUyutProduct.nodes) {
    actions.createPage({
      path: `/product/${product.uyutId}-${product.slug}`,
      component: template('product'),
      context: { product: product.data },
    });
  }
  reporter.info(`Created ${listed.length} category and ${allUyutProduct.nodes.length} product pages`);
};
