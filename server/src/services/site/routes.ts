import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../../lib/http-errors';
import { BUILDING_RETRY_SECONDS, buildingPage } from './building-page';
import { contentSecurityPolicy } from './csp';
import { pagePolicies } from './page-policies';
import { CategoryParamsSchema, RefParamsSchema } from './schemas';
import { BUILD_STAMP, cacheControlFor, isPublicSiteFile } from './served-files';
import { clientRouteShell, isListingPath, VISUALLY_SIMILAR_BASE, visualRequestIdOfPath } from '@uyut/core';
import { resolveSiteFile } from './site-files';

/**
 * The URL without the trailing slash of its path, or null when it has none (the home page '/' keeps its own). The
 * site's pages live at paths without one (Gatsby's `trailingSlash: 'never'`): served at `/x/`, a page would start
 * with Gatsby navigating to `/x` in the browser, rendering it twice, and a shop's link would not be the page's URL.
 */
function withoutTrailingSlash(url: string): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (path.length <= 1 || !path.endsWith('/')) return null;
  /* One leading slash: `//host/` or `/\\host/` as a Location would send the browser to another site. */
  const trimmed = `/${path.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
  return `${trimmed}${queryAt < 0 ? '' : url.slice(queryAt)}`;
}

/** Serves the built Gatsby site and the spec §2 routes that redirect to a canonical page. */
export const siteRoutes = fp(
  async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    const siteDir = app.config.SITE_DIR;
    mkdirSync(siteDir, { recursive: true });
    /* The build writes brotli and gzip variants next to pages and bundles; they are sent as they are, never compressed per request. */
    await app.register(fastifyStatic, { root: siteDir, serve: false, preCompressed: true });
    const policyOf = pagePolicies(siteDir);
    /* Once a build is in place there always is one: a new build replaces it by rename. */
    let built = false;
    const isBuilt = () => (built ||= existsSync(join(siteDir, BUILD_STAMP)));

    /**
     * A listing URL with filters has no page of its own: its canonical base page is the shell (Gatsby matches it
     * through the page's matchPath) and fetches the filtered results live. Non-canonical URLs redirect.
     */
    async function sendListing(reply: FastifyReply, url: string) {
      const location = await app.catalogue.listingLocation(url);
      if (location.status === 'redirect') return reply.redirect(location.location, 301);
      return sendPage(reply, location.status === 'canonical' ? location.basePath : url);
    }

    function sendPage(reply: FastifyReply, urlPath: string) {
      if (!isBuilt()) return sendBuildingPage(reply);
      const found = resolveSiteFile(siteDir, urlPath);
      const file = found && isPublicSiteFile(found) ? found : null;
      if (file) return sendSiteFile(reply.header('cache-control', cacheControlFor(file)), file);
      const notFound = resolveSiteFile(siteDir, '/404.html');
      return notFound
        ? sendSiteFile(reply.code(404).header('cache-control', cacheControlFor(notFound)), notFound)
        : reply.code(404).send(errorBody({ statusCode: 404, message: `No page at ${urlPath}` }));
    }

    function sendBuildingPage(reply: FastifyReply) {
      return reply
        .code(503)
        .headers({
          'retry-after': String(BUILDING_RETRY_SECONDS),
          'cache-control': 'no-store',
          'content-security-policy': contentSecurityPolicy({ scriptHashes: [], connectSources: [] }),
        })
        .type('text/html; charset=utf-8')
        .send(buildingPage());
    }

    /* Our cache-control stands: @fastify/static would otherwise replace it with its own max-age=0. */
    function sendSiteFile(reply: FastifyReply, file: string) {
      if (file.endsWith('.html')) reply.header('content-security-policy', policyOf(file));
      return reply.sendFile(file, { cacheControl: false });
    }

    app.get('/product/:ref', { config: { access: 'public' }, schema: { params: RefParamsSchema, hide: true } }, async (request, reply) => {
      const { ref } = request.params;
      if (ref.includes('-')) return sendPage(reply, request.url);
      const canonical = await app.catalogue.productPath(Number(ref));
      return canonical ? reply.redirect(canonical, 301) : sendPage(reply, request.url);
    });

    app.get(
      '/product/v/:ref',
      { config: { access: 'public' }, schema: { params: RefParamsSchema, hide: true } },
      async (request, reply) => {
        const { ref } = request.params;
        const canonical = await app.catalogue.productPathOfVariant(Number.parseInt(ref, 10));
        return canonical ? reply.redirect(canonical, 301) : sendPage(reply, request.url);
      },
    );

    app.get(
      '/category/:categoryId',
      { config: { access: 'public' }, schema: { params: CategoryParamsSchema, hide: true } },
      async (request, reply) => {
        const canonical = await app.catalogue.categoryPath(request.params.categoryId);
        return canonical ? reply.redirect(canonical, 301) : sendPage(reply, request.url);
      },
    );

    /* An account page whose URL carries parameters (/user/17) is its shell's page, which reads them on the client. */
    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0]!;
      const canonical = withoutTrailingSlash(request.url);
      if (canonical !== null) return reply.redirect(canonical, 301);
      if (resolveSiteFile(siteDir, path)) return sendPage(reply, path);
      const shell = clientRouteShell(path);
      if (shell) return sendPage(reply, shell);
      /* A visually-similar listing is its page's, which reads the request id on the client (spec §2). */
      if (visualRequestIdOfPath(path) !== null) return sendPage(reply, VISUALLY_SIMILAR_BASE);
      if (!isListingPath(path)) return sendPage(reply, path);
      return sendListing(reply, request.url);
    });
  },
  { name: 'uyut-site', dependencies: ['uyut-catalogue'] },
);
