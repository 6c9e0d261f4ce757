import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { Compilation } from 'webpack';
import type { CatalogueCategory, FilteringResponse, Product } from './src/client';
import { createAccountPages } from './src/app/account-pages';
import { homeCategories } from './src/features/listing/home-categories';
import type { DirectoryEntry, DirectoryName } from './src/features/info';
import type { HomeContext } from './src/templates/home';
import type { InfoContext } from './src/templates/info';
import type { ListingContext, SearchListingContext, VisualListingContext } from './src/templates/listing';
import type { ProductContext } from './src/templates/product';

/** The sourced nodes (plugins/gatsby-source-uyut): each `data` is an API answer as the generated types describe it. */
interface AllNodes {
  allUyutCategory: { nodes: Array<{ uyutId: number; slug: string; count: number; data: CatalogueCategory }> };
  allUyutListing: { nodes: Array<{ url: string; data: FilteringResponse }> };
  allUyutProduct: { nodes: Array<{ uyutId: number; slug: string; data: Product }> };
  allUyutInfoPage: { nodes: Array<{ path: string; title: string; description: string; html: string }> };
  allUyutDirectory: { nodes: Array<{ name: DirectoryName; path: string; entries: DirectoryEntry[] }> };
}

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/**
 * The two large scripts every page runs at load (React and Gatsby's app) start with V8's compile hint: Chromium
 * then compiles all their functions while it streams them, off the main thread, instead of one by one on the main
 * thread as each is first called during start-up and hydration (ADR 0004). Added after Terser, which drops comments,
 * and before the source maps are written, which then count the hint's line.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const FIRST_LOAD_ENTRY_SCRIPTS = /^(?:framework|app)-[0-9a-f]+\.js$/;

/**
 * Gatsby's page lookup (.cache/find-path.js) ranks every match path on each path it loads or prefetches; it gets our
 * equivalent pick instead, which finds our static and `{page}/*` routes in one pass (src/app/route-pick.ts). The
 * built scripts get the compile hint above.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  const findPath = `${path.sep}.cache${path.sep}find-path.js`;
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(/^@gatsbyjs\/reach-router$/, (resource: { request: string; contextInfo: { issuer: string } }) => {
        if (resource.contextInfo.issuer.endsWith(findPath)) resource.request = path.resolve('src/app/route-pick.ts');
      }),
      ...(stage === 'build-javascript'
        ? [
            plugins.banner({
              banner: EAGER_COMPILE_HINT,
              raw: true,
              test: FIRST_LOAD_ENTRY_SCRIPTS,
              stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          ]
        : []),
    ],
  });
};

/**
 * Pages carry their data in pageContext (no per-page queries), which keeps builds fast at catalogue scale. What needs
 * the core's rules is made by the plugin (plugins/gatsby-source-uyut): Node runs this file and cannot load @uyut/core's
 * TypeScript source, so nothing imported here may reach it by package name (gatsby-node-imports.test.ts).
 */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<AllNodes>(`
    query UyutPages {
      allUyutCategory {
        nodes {
          uyutId
          slug
          count
          data
        }
      }
      allUyutListing {
        nodes {
          url
          data
        }
      }
      allUyutProduct {
        nodes {
          uyutId
          slug
          data
        }
      }
      allUyutInfoPage {
        nodes {
          path
          title
          description
          html
        }
      }
      allUyutDirectory {
        nodes {
          name
          path
          entries
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the sourced catalogue', result.errors);
    return;
  }
  const { allUyutCategory, allUyutListing, allUyutProduct, allUyutInfoPage, allUyutDirectory } = result.data;
  const listings = new Map(allUyutListing.nodes.map((l) => [l.url, l.data]));
  const categories = allUyutCategory.nodes.map((c) => c.data);

  const home = listings.get('/');
  if (!home) {
    reporter.panicOnBuild('The sourced catalogue has no listing for the home page');
    return;
  }
  const homeContext: HomeContext = { categories: homeCategories(categories), listing: home };
  actions.createPage({ path: '/', component: template('home'), context: homeContext });
  createAccountPages(actions.createPage);
  /* Search results are per query: one client-only listing page for `/search?q=…` and the filtered URLs below it. */
  const searchContext: SearchListingContext = { search: true };
  actions.createPage({ path: '/search', matchPath: '/search/*', component: template('listing'), context: searchContext });
  /* Visually similar offers are per request (an offer's picture or an upload): one client-only page for all of them. */
  const visualContext: VisualListingContext = { visual: true };
  actions.createPage({
    path: '/products/visually-similar',
    matchPath: '/products/visually-similar/*',
    component: template('listing'),
    context: visualContext,
  });
  const categoryByPath = new Map(allUyutCategory.nodes.map((c) => [`/products/${c.slug}`, c.data]));
  const listingPages = allUyutListing.nodes.filter((l) => l.url !== '/');
  for (const { url, data } of listingPages) {
    const context: ListingContext = { category: categoryByPath.get(url) ?? null, listing: data };
    actions.createPage({
      path: url,
      /* Filtered URLs below a listing render the same page, which then fetches live. */
      matchPath: `${url}/*`,
      component: template('listing'),
      context,
    });
  }
  for (const product of allUyutProduct.nodes) {
    const context: ProductContext = { product: product.data };
    actions.createPage({
      path: `/product/${product.uyutId}-${product.slug}`,
      component: template('product'),
      context,
    });
  }
  for (const { path: pagePath, title, description, html } of allUyutInfoPage.nodes) {
    const context: InfoContext = { kind: 'article', pagePath, title, description, html };
    actions.createPage({ path: pagePath, component: template('info'), context });
  }
  for (const { name, path: pagePath, entries } of allUyutDirectory.nodes) {
    const context: InfoContext = { kind: 'directory', pagePath, directory: name, entries };
    actions.createPage({ path: pagePath, component: template('info'), context });
  }
  const infoPageCount = allUyutInfoPage.nodes.length + allUyutDirectory.nodes.length;
  reporter.info(`Created ${listingPages.length} listing, ${allUyutProduct.nodes.length} product and ${infoPageCount} info pages`);
};
