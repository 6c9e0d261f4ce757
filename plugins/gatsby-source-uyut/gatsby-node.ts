import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, PluginOptions } from 'gatsby';
import { ResponseError } from '../../src/client';
import { PAGE_INDEX_PATH } from '../../src/lib/page-index-file';
import { DIRECTORY_PATHS, eshopDirectory, manufacturerDirectory } from './catalogue-directory';
import { sourceCatalogue } from './catalogue-source';
import { INFO_PAGES_DIR, readInfoPages } from './info-pages';
import { buildPageIndex } from './page-index';

interface UyutPluginOptions extends PluginOptions {
  apiUrl: string;
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({ apiUrl: Joi.string().uri().required().description('Origin of the Уют main API to source from') });

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type UyutMenu implements Node @dontInfer { data: JSON! }
    type UyutCategory implements Node @dontInfer { uyutId: Int!, slug: String!, count: Int!, data: JSON! }
    type UyutListing implements Node @dontInfer { url: String!, data: JSON! }
    type UyutProduct implements Node @dontInfer { uyutId: Int!, slug: String!, data: JSON! }
    type UyutInfoPage implements Node @dontInfer { path: String!, title: String!, description: String!, html: String!, text: String! }
    type UyutDirectory implements Node @dontInfer { name: String!, path: String!, entries: JSON! }
  `);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest, reporter }, options) => {
  const { apiUrl } = options as UyutPluginOptions;
  const buildToken = process.env.UYUT_BUILD_TOKEN;
  if (!buildToken)
    return reporter.panic(
      "UYUT_BUILD_TOKEN is not set: the build reads the catalogue export with the server's BUILD_TOKEN (npm start and npm run dev pass it)",
    );
  const activity = reporter.activityTimer('Sourcing the Уют catalogue');
  activity.start();
  const catalogue = await sourceCatalogue({ apiUrl, buildToken, onProgress: (done) => activity.setStatus(`${done} products`) }).catch(
    (error: Error) =>
      reporter.panic(
        error instanceof ResponseError
          ? `${error.response.url} answered ${error.response.status} while sourcing the catalogue`
          : `Could not read the catalogue from ${apiUrl}. Is the API running?`,
        error,
      ),
  );
  const create = (type: string, key: string, fields: Record<string, unknown>) =>
    actions.createNode({ ...fields, id: createNodeId(`${type}-${key}`), internal: { type, contentDigest: createContentDigest(fields) } });

  create('UyutMenu', 'main', { data: catalogue.menu });
  for (const category of catalogue.categories) {
    create('UyutCategory', String(category.id), { uyutId: category.id, slug: category.slug, count: category.count, data: category });
  }
  for (const [url, data] of catalogue.listings) create('UyutListing', url, { url, data });
  for (const product of catalogue.products)
    create('UyutProduct', String(product.id), { uyutId: product.id, slug: product.slug, data: product });
  /* Here rather than in the site's gatsby-node: these read the core's rules, which only the plugin can load (by path). */
  const infoPages = readInfoPages(INFO_PAGES_DIR);
  for (const { path: pagePath, title, description, html, text } of infoPages)
    create('UyutInfoPage', pagePath, { path: pagePath, title, description, html, text });
  create('UyutDirectory', 'eshops', { name: 'eshops', path: DIRECTORY_PATHS.eshops, entries: eshopDirectory(catalogue.products) });
  create('UyutDirectory', 'manufacturers', {
    name: 'manufacturers',
    path: DIRECTORY_PATHS.manufacturers,
    entries: manufacturerDirectory(catalogue.products),
  });
  activity.end();
  reporter.info(
    `Sourced ${catalogue.categories.length} categories, ${catalogue.listings.size} listings, ${catalogue.products.length} products, ${infoPages.length} info pages`,
  );
};

/** The page search index (src/lib/page-index.ts) as a static file, fetched by the search panel when it first needs it. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ store, getNodesByType }) => {
  const { program } = store.getState() as { program: { directory: string } };
  /* The pages as sourced (their Markdown read once, in sourceNodes). */
  const pages = getNodesByType('UyutInfoPage').map((node) => ({
    url: String(node.path),
    title: String(node.title),
    body: String(node.text),
  }));
  writeFileSync(path.join(program.directory, 'public', PAGE_INDEX_PATH), JSON.stringify(buildPageIndex(pages)));
};
