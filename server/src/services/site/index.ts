import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { BUILDING_RETRY_SECONDS, buildingPage } from './building-page';
import { contentSecurityPolicy } from './csp';
import { pagePolicies } from './page-policies';
import { BUILD_STAMP, cacheControlFor, isPublicSiteFile } from './served-files';

/**
 * Resolves a site URL path to the file Gatsby wrote for it: the file itself, or `{path}/index.html`.
 * Returns a path relative to the site folder, or null when the build has no such page.
 */
export function resolveSiteFile(siteDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!);
  } catch {
    return null;
  }
  const relative = normalize(decoded)
    .replace(/^(\.\.(\/|\\|$))+/, '')
    .replace(/^\/+/, '');
  if (relative.includes('\0')) return null;
  for (const candidate of [relative, join(relative, 'index.html')]) {
    const full = join(siteDir, candidate);
    if (!full.startsWith(siteDir)) return null;
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/** Paths the listing URL grammar owns (spec §2 Listing). */
export function isListingPath(urlPath: string): boolean {
  return /^\/(products|eco|sales|eshop|price-drops)(\/|$|\?)/.test(urlPath);
}

const IdRef = Type.String({ pattern: '^[1-9][0-9]{0,9}(-[a-z0-9-]*)?$' });

/** Serves the built Gatsby site and the spec §2 routes that redirect to a canonical page. */
export const siteService = fp(siteRoutes, { name: 'uyut-site', dependencies: ['uyut-catalogue'] });

async function siteRoutes(instance: FastifyInstance): Promise<void> {
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
      : reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No page at ${urlPath}` });
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

  const idParam = (name: string) => ({ params: Type.Object({ [name]: IdRef }), hide: true });

  app.get('/product/:ref', { schema: idParam('ref') }, async (request, reply) => {
    const { ref } = request.params as { ref: string };
    if (ref.includes('-')) return sendPage(reply, request.url);
    const canonical = await app.catalogue.productPath(Number(ref));
    return canonical ? reply.redirect(canonical, 301) : sendPage(reply, request.url);
  });

  app.get('/product/v/:ref', { schema: idParam('ref') }, async (request, reply) => {
    const { ref } = request.params as { ref: string };
    const canonical = await app.catalogue.productPathOfVariant(Number.parseInt(ref, 10));
    return canonical ? reply.redirect(canonical, 301) : sendPage(reply, request.url);
  });

  app.get(
    '/category/:categoryId',
    { schema: { params: Type.Object({ categoryId: Type.Integer({ minimum: 1 }) }), hide: true } },
    async (request, reply) => {
      const canonical = await app.catalogue.categoryPath(request.params.categoryId);
      return canonical ? reply.redirect(canonical, 301) : sendPage(reply, request.url);
    },
  );

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (resolveSiteFile(siteDir, path) || !isListingPath(path)) return sendPage(reply, path);
    return sendListing(reply, request.url);
  });
}
