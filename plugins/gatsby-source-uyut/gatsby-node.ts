import type { GatsbyNode, PluginOptions } from 'gatsby';
import { ResponseError } from '../../src/client';
import { sourceCatalogue } from './catalogue-source';

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
  activity.end();
  reporter.info(
    `Sourced ${catalogue.categories.length} categories, ${catalogue.listings.size} listings, ${catalogue.products.length} products`,
  );
};
