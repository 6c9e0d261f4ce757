import compress from '@fastify/compress';
import AjvCompiler, { type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import Fastify, {
  type FastifyError,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config/env';
import type { Db } from './db/database';
import { API_CONTENT_SECURITY_POLICY, errorBody, errorBodyOf, SECURITY_HEADERS, unsafeNumberPath } from './lib/http-errors';
import { accessControl, accountRoutes } from './services/accounts';
import { catalogueRoutes } from './services/catalogue';
import { clickRoutes } from './services/clicks';
import { deliveryRoutes } from './services/deliveries';
import { healthRoutes } from './services/health';
import { imageRoutes } from './services/images';
import { likeRoutes } from './services/likes';
import { aiSearchRoutes } from './services/ai-search';
import { searchRoutes } from './services/search';
import { siteRoutes } from './services/site';
import { visualRoutes } from './services/visual';
import { watchdogRoutes } from './services/watchdog';

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

const core = fp<AppOptions>(async (app, opts) => {
  app.decorate('db', opts.db);
  app.decorate('config', opts.config);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = errorBodyOf(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(body.statusCode).send(body);
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (!reply.hasHeader('content-security-policy') && !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    }
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(
      errorBody({
        statusCode: 404,
        message: `Route ${request.method} ${request.url.split('?')[0]!.slice(0, 200)} not found`,
        field: 'url',
      }),
    );
  app.setNotFoundHandler(notFound);
  /* Under /api every unknown path is a JSON 404, even where the site's catch-all would answer its HTML page. */
  app.all('/api/*', { schema: { hide: true }, config: { access: 'public' } }, notFound);
});

/** The whole product as one Fastify plugin: every service mounted under its spec §7 paths. */
export const uyut = fp<AppOptions>(
  async (app, opts) => {
    await app.register(core, opts);
    /* Before every route: the cookies, the CSRF check and each route's access policy (docs/adr/0006-accounts.md). */
    await app.register(accessControl);
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(swagger, {
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Уют API', version: '2.0.0', description: 'Main API of the Уют price-comparison marketplace' },
      },
    });
    await app.register(healthRoutes);
    await app.register(catalogueRoutes);
    await app.register(visualRoutes);
    await app.register(imageRoutes);
    await app.register(clickRoutes);
    await app.register(deliveryRoutes);
    await app.register(accountRoutes);
    await app.register(watchdogRoutes);
    await app.register(likeRoutes);
    await app.register(aiSearchRoutes);
    await app.register(searchRoutes);
    if (opts.serveSite) await app.register(siteRoutes);
    app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
  },
  { name: 'uyut' },
);

const ajvFactory = AjvCompiler();

type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/** Refuses, after Ajv's checks and coercion, a number that is not finite or an integer beyond ±2^53, naming its field. */
function withSafeNumbers(validate: Validate): Validate {
  const checked: Validate = (data, context) => {
    const result = validate(data, context);
    if (result === false) return { error: validate.errors };
    const path = unsafeNumberPath(data);
    if (path === null) return result;
    return {
      error: [{ instancePath: path, schemaPath: '#', keyword: 'type', params: {}, message: 'must be a finite number within ±2^53' }],
    };
  };
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/**
 * Bodies are validated strictly (no stripping of unknown fields, no type coercion); path and query
 * strings are coerced to the declared types, since they can only arrive as text.
 */
type RouteValidatorCompiler = (route: RouteDefinition) => Validate;

/* The package types the pooled compiler as taking a schema; at run time Fastify passes the route definition. */
const buildValidator = ((externalSchemas: Parameters<BuildCompilerFromPool>[0]) => {
  const strict = ajvFactory(externalSchemas, {
    customOptions: { removeAdditional: false, coerceTypes: false },
  }) as unknown as RouteValidatorCompiler;
  const coercing = ajvFactory(externalSchemas, {
    customOptions: { removeAdditional: false, coerceTypes: 'array' },
  }) as unknown as RouteValidatorCompiler;
  return (route: RouteDefinition) => withSafeNumbers(route.httpPart === 'body' ? strict(route) : coercing(route));
}) as unknown as BuildCompilerFromPool;
const schemaController: FastifyServerOptions['schemaController'] = { compilersFactory: { buildValidator } };

/** Errors Fastify meets before routing (a malformed URL, an over-long path parameter) in the one error contract. */
const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, _request, reply: FastifyReply) => {
  const body = errorBodyOf(error);
  void reply
    .code(body.statusCode)
    .headers({ ...SECURITY_HEADERS, 'content-security-policy': API_CONTENT_SECURITY_POLICY })
    .send(body);
};

/** Errors of the HTTP parser and timeouts, written straight to the socket: the same body and headers, then the connection is closed. */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message =
    statusCode === 408
      ? 'The request took too long to arrive'
      : statusCode === 431
        ? 'Request headers are too large'
        : 'Malformed HTTP request';
  const body = JSON.stringify(errorBody({ statusCode, message, field: statusCode === 408 ? undefined : 'headers' }));
  const headers = {
    ...SECURITY_HEADERS,
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  /* Written, then destroyed at once as Node does: ending politely would leave a client that never reads holding the socket. */
  if (socket.writable) socket.write(`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${head}\r\n${body}`);
  socket.destroy();
}

type ServerLimits = Pick<Config, 'TRUST_PROXY' | 'REQUEST_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'MAX_CONNECTIONS'>;

/**
 * A Fastify instance with the product's server options, nothing mounted yet: strict body validation, the error
 * contract for errors before routing, bounded request time, keep-alive and connection count, and the client
 * address from a proxy header only when TRUST_PROXY says so.
 */
export function createServer(options: { logger?: FastifyServerOptions['logger']; limits: ServerLimits }): FastifyInstance {
  const { limits } = options;
  const trustProxy = limits.TRUST_PROXY;
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: options.logger ?? false,
    schemaController,
    frameworkErrors,
    clientErrorHandler,
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    requestTimeout: limits.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: limits.KEEP_ALIVE_TIMEOUT_MS,
    /* A connection silent for twice the request time is dead: its socket is closed. */
    connectionTimeout: 2 * limits.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(10_000, limits.REQUEST_TIMEOUT_MS),
      /* Node checks request and header deadlines on this interval (30 s by default), so a deadline is late by at most it. */
      connectionsCheckingInterval: Math.min(1_000, limits.REQUEST_TIMEOUT_MS),
    },
  };
  const app = Fastify(serverOptions);
  app.server.maxConnections = limits.MAX_CONNECTIONS;
  return app;
}

/** Builds a ready Fastify instance with the product mounted. */
export async function buildApp(opts: AppOptions & { logger?: FastifyServerOptions['logger'] }): Promise<FastifyInstance> {
  const app = createServer({ logger: opts.logger, limits: opts.config }).withTypeProvider<TypeBoxTypeProvider>();
  await app.register(uyut, opts);
  await app.ready();
  return app;
}
