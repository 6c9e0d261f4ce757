import compress from '@fastify/compress';
import AjvCompiler, { type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config/env';
import type { Db } from './db/database';
import { catalogueService } from './services/catalogue';
import { clicksService } from './services/clicks';
import { deliveriesService } from './services/deliveries';
import { healthService } from './services/health';
import { imagesService } from './services/images';
import { siteService } from './services/site';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export interface AppOptions {
  db: Db;
  config: Config;
  /** Serve the built static site from config.SITE_DIR (off in API-only tests). */
  serveSite?: boolean;
}

/** Names the request field a validation error is about, e.g. `url` or `filteringRequest.url`. */
export function invalidField(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const missing = (first.params as { missingProperty?: string; additionalProperty?: string } | undefined) ?? {};
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const leaf = missing.missingProperty ?? missing.additionalProperty;
  return [path, leaf].filter(Boolean).join('.') || error.validationContext;
}

const core = fp<AppOptions>(async (app, opts) => {
  app.decorate('db', opts.db);
  app.decorate('config', opts.config);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const field = invalidField(error);
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: error.message, field });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .code(status)
      .send({ statusCode: status, error: status >= 500 ? 'Internal Server Error' : error.name, message: status >= 500 ? 'Internal Server Error' : error.message });
  });

  /* Baseline security headers on every answer; the static site's inline Gatsby scripts rule out a strict CSP here. */
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cross-origin-opener-policy', 'same-origin');
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );
});

/** The whole product as one Fastify plugin: every service mounted under its spec §7 paths. */
export const uyut = fp<AppOptions>(async (app, opts) => {
  await app.register(core, opts);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Уют API', version: '2.0.0', description: 'Main API of the Уют price-comparison marketplace' },
    },
  });
  await app.register(healthService);
  await app.register(catalogueService);
  await app.register(imagesService);
  await app.register(clicksService);
  await app.register(deliveriesService);
  if (opts.serveSite) await app.register(siteService);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}, { name: 'uyut' });

const ajvFactory = AjvCompiler();

/**
 * Bodies are validated strictly (no stripping of unknown fields, no type coercion); path and query
 * strings are coerced to the declared types, since they can only arrive as text.
 */
type RouteValidatorCompiler = (route: RouteDefinition) => unknown;

/* The package types the pooled compiler as taking a schema; at run time Fastify passes the route definition. */
const buildValidator = ((externalSchemas: Parameters<BuildCompilerFromPool>[0]) => {
  const strict = ajvFactory(externalSchemas, { customOptions: { removeAdditional: false, coerceTypes: false } }) as unknown as RouteValidatorCompiler;
  const coercing = ajvFactory(externalSchemas, { customOptions: { removeAdditional: false, coerceTypes: 'array' } }) as unknown as RouteValidatorCompiler;
  return (route: RouteDefinition) => (route.httpPart === 'body' ? strict(route) : coercing(route));
}) as unknown as BuildCompilerFromPool;
const schemaController: FastifyServerOptions['schemaController'] = { compilersFactory: { buildValidator } };

/** A Fastify instance with the product's server options (strict body validation, trusted proxy), nothing mounted yet. */
export function createServer(options: { logger?: FastifyServerOptions['logger'] }): FastifyInstance {
  return Fastify({ logger: options.logger ?? false, schemaController, trustProxy: true });
}

/** Builds a ready Fastify instance with the product mounted. */
export async function buildApp(opts: AppOptions & { logger?: FastifyServerOptions['logger'] }): Promise<FastifyInstance> {
  const app = createServer({ logger: opts.logger }).withTypeProvider<TypeBoxTypeProvider>();
  await app.register(uyut, opts);
  await app.ready();
  return app;
}
