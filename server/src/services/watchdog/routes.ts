import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PROJECT } from '@uyut/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BadRequestError, ErrorSchema, HttpError, NotFoundError } from '../../lib/http-errors';
import { createMailer } from '../../lib/mailer';
import { readingOwner, writingOwner } from '../accounts';
import {
  ConfirmParamsSchema,
  OneClickBodySchema,
  SubscribeBodySchema,
  UnsubscribeParamsSchema,
  VariantWatchdogParamsSchema,
  WATCHDOG_SCHEMAS,
  WatchedQuerySchema,
} from './schemas';
import { WatchdogService } from './watchdog-service';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorSchema]));
/** Anonymous subscribes (each mails a confirmation to any address): 10 an hour per IP. */
const ANONYMOUS_SUBSCRIBES = { max: 10, timeWindow: 60 * 60_000 };
/** RFC 8058 bodies the one-click route reads: a mail provider sends either. */
const ONE_CLICK_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const ONE_CLICK_MAX_BYTES = 4096;

/** A form body (urlencoded or multipart) as its text fields, read by the platform's own form parser. */
async function formFields(options: { body: string; contentType: string }): Promise<Record<string, string>> {
  const form = await new Response(options.body, { headers: { 'content-type': options.contentType } }).formData();
  return Object.fromEntries([...form.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
}

/**
 * Watchdog service (spec §7, docs/adr/0008-watchdog.md): a shopper's watchdog of a variant (signed in, else by the
 * visitor cookie), confirmation of an anonymous one, unsubscribe by e-mailed hash (also RFC 8058 one-click), and the
 * signed-in user's watched variants. Alerts run after feed imports (alerts.ts), not here.
 */
export async function watchdogRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(rateLimit, { global: false });
  for (const schema of WATCHDOG_SCHEMAS) app.addSchema(schema);
  const { config, cookiePolicy: policy } = app;
  const watchdogs = new WatchdogService(app.db, {
    mailer: createMailer({ from: config.MAIL_FROM, outbox: config.MAIL_OUTBOX, smtpUrl: config.SMTP_URL }),
    publicUrl: config.PUBLIC_URL,
    key: config.WATCHDOG_KEY,
    currency: config.PRIMARY_CURRENCY,
    cards: (ids) => app.catalogue.byIds(ids),
  });

  /* Before validation, so any other project is a 404 whatever else is wrong with the request. */
  app.addHook('preValidation', async (request) => {
    const { project } = request.params as { project?: string };
    if (project !== undefined && project !== PROJECT) throw new NotFoundError(`Unknown project ${project.slice(0, 40)}`, 'project');
  });

  const anonymousLimit = app.createRateLimit({ ...ANONYMOUS_SUBSCRIBES, keyGenerator: (request) => `watchdog-subscribe|${request.ip}` });
  const limitAnonymous = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.account !== null) return;
    const result = await anonymousLimit(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(429, 'Too many watchdog subscriptions; try again later');
    }
  };

  const reader = (request: FastifyRequest) => readingOwner(request, policy);
  const writer = (request: FastifyRequest, reply: FastifyReply) => writingOwner({ request, reply, policy });

  const tags = ['watchdog'];
  app.get(
    '/api/v1/:project/watchdog/:variant_id',
    {
      schema: {
        tags,
        operationId: 'watchdogState',
        params: VariantWatchdogParamsSchema,
        response: { 200: Type.Ref('WatchdogState'), ...errors(400, 404) },
      },
      config: { access: 'visitor' },
    },
    async (request) => watchdogs.state({ variantId: request.params.variant_id, owner: reader(request) }),
  );

  app.post(
    '/api/v1/:project/watchdog/:variant_id',
    {
      schema: {
        tags,
        operationId: 'watchdogSubscribe',
        description: 'Signed in: active at once. Anonymous: kept for the visitor cookie and mailed a confirmation link first.',
        params: VariantWatchdogParamsSchema,
        body: SubscribeBodySchema,
        response: { 204: Type.Null(), ...errors(400, 403, 404, 429) },
      },
      config: { access: 'visitor' },
      preHandler: limitAnonymous,
    },
    async (request, reply) => {
      const { body } = request;
      const owner = writer(request, reply);
      await watchdogs.subscribe({ variantId: request.params.variant_id, owner, email: body.email.email, targetPrice: body.targetPrice });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/v1/:project/watchdog/:variant_id',
    {
      schema: {
        tags,
        operationId: 'watchdogUnsubscribe',
        params: VariantWatchdogParamsSchema,
        response: { 204: Type.Null(), ...errors(400, 403, 404) },
      },
      config: { access: 'visitor' },
    },
    async (request, reply) => {
      await watchdogs.unsubscribe({ variantId: request.params.variant_id, owner: reader(request) });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/:project/watchdog/confirm/:code',
    {
      schema: {
        tags,
        operationId: 'watchdogConfirm',
        description: 'The link of the confirmation e-mail: confirms, then redirects (303) to the product page with ?watchdog=confirmed.',
        params: ConfirmParamsSchema,
        response: { 303: Type.Null(), ...errors(400, 404) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => reply.redirect(await watchdogs.confirm(request.params.code), 303),
  );

  app.delete(
    '/api/v1/:project/watchdog/unsubscribe/:hash',
    {
      schema: {
        tags,
        operationId: 'watchdogUnsubscribeByHash',
        params: UnsubscribeParamsSchema,
        response: { 204: Type.Null(), ...errors(400, 403, 404) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      await watchdogs.unsubscribeByHash(request.params.hash);
      return reply.code(204).send(null);
    },
  );

  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(ONE_CLICK_TYPES, { parseAs: 'string', bodyLimit: ONE_CLICK_MAX_BYTES }, (request, body, done) => {
      formFields({ body: body as string, contentType: request.headers['content-type'] ?? '' }).then(
        (fields) => done(null, fields),
        () => done(new BadRequestError('body: not a readable form', 'body')),
      );
    });
    oneClick.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/v1/:project/watchdog/unsubscribe/:hash',
      {
        schema: {
          tags,
          operationId: 'watchdogOneClickUnsubscribe',
          description: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post): the mail provider POSTs List-Unsubscribe=One-Click.',
          params: UnsubscribeParamsSchema,
          body: OneClickBodySchema,
          response: { 204: Type.Null(), ...errors(400, 404, 415) },
        },
        /* A mail provider's POST comes from no page of ours; it can change nothing but the watchdog its unguessable hash names. */
        config: { access: 'public', crossSite: 'allowed' },
      },
      async (request, reply) => {
        await watchdogs.unsubscribeByHash(request.params.hash);
        return reply.code(204).send(null);
      },
    );
  });

  app.get(
    '/api/v2/user/variants-watched',
    {
      schema: {
        tags: ['user'],
        operationId: 'userVariantsWatched',
        querystring: WatchedQuerySchema,
        response: { 200: Type.Array(Type.Ref('WatchedItem')), ...errors(400, 401) },
      },
      config: { access: 'user' },
    },
    async (request) => watchdogs.watched({ userId: request.account!.userId, limit: request.query.limit }),
  );
}
