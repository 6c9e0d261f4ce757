import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normaliseEmail } from '@uyut/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorSchema, HttpError, NotFoundError } from '../../lib/http-errors';
import { createMailer } from '../../lib/mailer';
import { AuthService, type SignedIn } from './auth-service';
import { displayTokenKey, signDisplayToken } from './display-token';
import { claimsOf, type Profile } from './profile';
import {
  ACCOUNT_SCHEMAS,
  AvatarFileParamsSchema,
  ConfirmBodySchema,
  DeleteAccountBodySchema,
  EmailBodySchema,
  LoginBodySchema,
  PasswordChangeBodySchema,
  PasswordConfirmBodySchema,
  ProfilePatchSchema,
  RegisterBodySchema,
  UserParamsSchema,
} from './schemas';
import { clearSessionCookies, setSessionCookies, setTokenCookie } from './session-cookies';
import { secretHash } from './secrets';
import { UserService } from './user-service';

const MINUTE_MS = 60_000;
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorSchema]));
const CHECK_EMAIL = { status: 'checkEmail' } as const;

/** A limit per key and window; `key` reads the request (after validation, so the body is there). */
interface Limit {
  name: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string;
}

const ip = (request: FastifyRequest) => request.ip;
const ipAndEmail = (request: FastifyRequest) => `${request.ip}|${normaliseEmail((request.body as { email: string }).email)}`;

/** Login (ADR 0006): 5 per 15 minutes per IP and e-mail, 50 per 15 minutes per IP. */
const LOGIN_LIMITS: Limit[] = [
  { name: 'login-ip', max: 50, windowMs: 15 * MINUTE_MS, key: ip },
  { name: 'login', max: 5, windowMs: 15 * MINUTE_MS, key: ipAndEmail },
];
/** Register, resend and renew: 5 an hour per IP and e-mail (each mails someone). */
const mailLimits = (name: string): Limit[] => [{ name, max: 5, windowMs: 60 * MINUTE_MS, key: ipAndEmail }];

/**
 * Accounts (docs/adr/0006-accounts.md): registration, confirmation, login, logout, password reset, the signed-in
 * user's profile, avatar, password and deletion, and public profiles. Handlers only move data between HTTP and the
 * services; the access hook (access.ts) has already checked the session for `user` routes.
 */
export async function accountRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(rateLimit, { global: false });
  for (const schema of ACCOUNT_SCHEMAS) app.addSchema(schema);
  const { config, cookiePolicy: policy } = app;
  const mailer = createMailer({ from: config.MAIL_FROM, outbox: config.MAIL_OUTBOX, smtpUrl: config.SMTP_URL });
  const auth = new AuthService(app.db, { mailer, publicUrl: config.PUBLIC_URL });
  const avatarDir = join(config.DATA_DIR, 'avatars');
  const users = new UserService(app.db, { avatarDir });
  const tokenKey = displayTokenKey(config.SESSION_SECRET);

  const limited = (limits: Limit[]) => {
    const checks = limits.map((limit) => ({
      limit,
      check: app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (r) => `${limit.name}|${limit.key(r)}` }),
    }));
    return async (request: FastifyRequest, reply: FastifyReply) => {
      for (const { check } of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new HttpError(429, 'Too many attempts; try again later');
        }
      }
    };
  };

  const token = (profile: Profile, expiresAt: Date) => signDisplayToken({ claims: claimsOf(profile, expiresAt), key: tokenKey });
  const signedIn = (reply: FastifyReply, result: SignedIn) => {
    const { profile, session } = result;
    setSessionCookies(reply, { policy, sessionId: session.id, token: token(profile, session.expiresAt), expiresAt: session.expiresAt });
    return { user: profile };
  };
  const reissued = (request: FastifyRequest, reply: FastifyReply, profile: Profile) => {
    const expiresAt = request.account!.expiresAt;
    setTokenCookie(reply, { policy, token: token(profile, expiresAt), expiresAt });
    return profile;
  };
  const userId = (request: FastifyRequest) => request.account!.userId;

  const tags = ['auth'];
  app.post(
    '/api/v2/auth/register',
    {
      schema: {
        tags,
        operationId: 'authRegister',
        body: RegisterBodySchema,
        response: { 202: Type.Ref('CheckEmail'), ...errors(400, 403, 429) },
      },
      config: { access: 'public' },
      preHandler: limited(mailLimits('register')),
    },
    async (request, reply) => {
      await auth.register(request.body);
      return reply.code(202).send(CHECK_EMAIL);
    },
  );

  app.post(
    '/api/v2/auth/confirm',
    {
      schema: { tags, operationId: 'authConfirm', body: ConfirmBodySchema, response: { 200: Type.Ref('SignedIn'), ...errors(400, 403) } },
      config: { access: 'public' },
    },
    async (request, reply) => signedIn(reply, await auth.confirm({ userId: Number(request.body.userId), code: request.body.code })),
  );

  app.post(
    '/api/v2/auth/resend-confirmation',
    {
      schema: {
        tags,
        operationId: 'authResendConfirmation',
        body: EmailBodySchema,
        response: { 202: Type.Ref('CheckEmail'), ...errors(400, 403, 429) },
      },
      config: { access: 'public' },
      preHandler: limited(mailLimits('resend')),
    },
    async (request, reply) => {
      await auth.resendConfirmation(request.body.email);
      return reply.code(202).send(CHECK_EMAIL);
    },
  );

  app.post(
    '/api/v2/auth/login',
    {
      schema: {
        tags,
        operationId: 'authLogin',
        body: LoginBodySchema,
        response: { 200: Type.Ref('SignedIn'), ...errors(400, 401, 403, 429) },
      },
      config: { access: 'public' },
      preHandler: limited(LOGIN_LIMITS),
    },
    async (request, reply) => signedIn(reply, await auth.login(request.body)),
  );

  app.post(
    '/api/v2/auth/logout',
    { schema: { tags, operationId: 'authLogout', response: { 204: Type.Null(), ...errors(403) } }, config: { access: 'public' } },
    async (request, reply) => {
      const value = request.cookies[policy.sessionCookie];
      if (value !== undefined) await auth.logout(secretHash(value));
      clearSessionCookies(reply, policy);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v2/auth/session',
    { schema: { tags, operationId: 'authSession', response: { 200: Type.Ref('SignedIn'), ...errors(401) } }, config: { access: 'user' } },
    async (request, reply) => ({ user: reissued(request, reply, await users.profile(userId(request))) }),
  );

  app.post(
    '/api/v2/auth/password/renew',
    {
      schema: {
        tags,
        operationId: 'authPasswordRenew',
        body: EmailBodySchema,
        response: { 202: Type.Ref('CheckEmail'), ...errors(400, 403, 429) },
      },
      config: { access: 'public' },
      preHandler: limited(mailLimits('renew')),
    },
    async (request, reply) => {
      await auth.renewPassword(request.body.email);
      return reply.code(202).send(CHECK_EMAIL);
    },
  );

  app.post(
    '/api/v2/auth/password/confirm',
    {
      schema: {
        tags,
        operationId: 'authPasswordConfirm',
        body: PasswordConfirmBodySchema,
        response: { 200: Type.Ref('SignedIn'), ...errors(400, 403) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => signedIn(reply, await auth.confirmPasswordReset(request.body)),
  );

  const userTags = ['user'];
  app.get(
    '/api/v2/user',
    {
      schema: { tags: userTags, operationId: 'userProfile', response: { 200: Type.Ref('UserProfile'), ...errors(401) } },
      config: { access: 'user' },
    },
    async (request) => users.profile(userId(request)),
  );

  app.patch(
    '/api/v2/user',
    {
      schema: {
        tags: userTags,
        operationId: 'userUpdate',
        body: ProfilePatchSchema,
        response: { 200: Type.Ref('UserProfile'), ...errors(400, 401, 403) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => reissued(request, reply, await users.update(userId(request), request.body)),
  );

  await app.register(async (avatars) => {
    avatars.addContentTypeParser(AVATAR_TYPES, { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    avatars.withTypeProvider<TypeBoxTypeProvider>().put(
      '/api/v2/user/avatar',
      {
        schema: {
          tags: userTags,
          operationId: 'userAvatarUpload',
          description: 'The raw image as the body: image/jpeg, image/png or image/webp, at most 5 MB. Stored as a square 256 px WebP.',
          response: { 200: Type.Ref('UserProfile'), ...errors(400, 401, 403, 413, 415) },
        },
        config: { access: 'user' },
      },
      async (request, reply) => reissued(request, reply, await users.setAvatar(userId(request), request.body as Buffer)),
    );
  });

  app.delete(
    '/api/v2/user/avatar',
    {
      schema: { tags: userTags, operationId: 'userAvatarDelete', response: { 200: Type.Ref('UserProfile'), ...errors(401, 403) } },
      config: { access: 'user' },
    },
    async (request, reply) => reissued(request, reply, await users.deleteAvatar(userId(request))),
  );

  app.post(
    '/api/v2/user/password',
    {
      schema: {
        tags: userTags,
        operationId: 'userPasswordChange',
        body: PasswordChangeBodySchema,
        response: { 204: Type.Null(), ...errors(400, 401, 403) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const session = await users.changePassword(userId(request), request.body);
      const profile = await users.profile(userId(request));
      setSessionCookies(reply, { policy, sessionId: session.id, token: token(profile, session.expiresAt), expiresAt: session.expiresAt });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/v2/user',
    {
      schema: {
        tags: userTags,
        operationId: 'userDelete',
        body: DeleteAccountBodySchema,
        response: { 204: Type.Null(), ...errors(400, 401, 403) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      await users.deleteAccount(userId(request), request.body.password);
      clearSessionCookies(reply, policy);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v2/users/:userId',
    {
      schema: {
        tags: userTags,
        operationId: 'userPublicProfile',
        params: UserParamsSchema,
        response: { 200: Type.Ref('PublicUserProfile'), ...errors(400, 404) },
      },
      config: { access: 'public' },
    },
    async (request) => users.publicProfile(Number(request.params.userId)),
  );

  app.get(
    '/img/avatars/:file',
    { schema: { hide: true, params: AvatarFileParamsSchema }, config: { access: 'public' } },
    async (request, reply) => {
      const path = join(avatarDir, request.params.file);
      const stream = createReadStream(path);
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', () => reject(new NotFoundError('Unknown avatar', 'file')));
      });
      return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(stream);
    },
  );
}
