import type { Db } from '../../db/database';
import { BadRequestError, CodedHttpError, UnauthorisedError } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mailer';
import { alreadyRegisteredMail, confirmationMail, passwordResetMail } from './messages';
import { type Profile, profileOf } from './profile';
import { hashPassword, verifyNothing, verifyPassword } from './passwords';
import * as repository from './repository';
import { randomSecret, secretHash } from './secrets';
import { createSession, type NewSession } from './sessions';
import { checkNewPassword, validEmail, validName } from './validation';

const CONFIRMATION_MS = 24 * 60 * 60_000;
const RESET_MS = 30 * 60_000;

/** A signed-in answer: the profile and the session whose cookie the route sets. */
export interface SignedIn {
  profile: Profile;
  session: NewSession;
}

export interface AuthServiceOptions {
  mailer: Mailer;
  publicUrl: string;
  /** The clock; tests move it to expire codes and sessions. */
  now?: () => Date;
}

/**
 * Registration, confirmation, login and password reset (docs/adr/0006-accounts.md). No answer tells whether an
 * e-mail has an account: register, resend and renew always answer the same, and login spends one password
 * verification whether the account exists or not.
 */
export class AuthService {
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly options: AuthServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async register(input: { email: string; password: string; name: string }): Promise<void> {
    const email = validEmail(input.email);
    const name = validName(input.name, 'name');
    checkNewPassword(input.password);
    /* Hashed whether or not the account exists, so both answers take as long. */
    const passwordHash = await hashPassword(input.password);
    const existing = await repository.userByEmail(this.db, email);
    if (existing !== undefined) {
      if (existing.confirmed_at === null) await this.sendConfirmation({ userId: existing.id, email, name: existing.name });
      else await this.options.mailer.send(alreadyRegisteredMail({ to: email, url: `${this.options.publicUrl}/password/renew` }));
      return;
    }
    const now = this.now().toISOString();
    const userId = await repository.insertUser(this.db, {
      email,
      password_hash: passwordHash,
      name,
      first_name: null,
      last_name: null,
      dob: null,
      gender: null,
      avatar_file: null,
      confirmed_at: null,
      created_at: now,
      updated_at: now,
    });
    await this.sendConfirmation({ userId, email, name });
  }

  /** Creates a confirmed account at once (the demo seed; never reachable over HTTP). */
  async createConfirmed(input: { email: string; password: string; name: string }): Promise<number> {
    const email = validEmail(input.email);
    const name = validName(input.name, 'name');
    checkNewPassword(input.password);
    const now = this.now().toISOString();
    return repository.insertUser(this.db, {
      email,
      password_hash: await hashPassword(input.password),
      name,
      first_name: null,
      last_name: null,
      dob: null,
      gender: null,
      avatar_file: null,
      confirmed_at: now,
      created_at: now,
      updated_at: now,
    });
  }

  async resendConfirmation(rawEmail: string): Promise<void> {
    const email = validEmail(rawEmail);
    const user = await repository.userByEmail(this.db, email);
    if (user !== undefined && user.confirmed_at === null) await this.sendConfirmation({ userId: user.id, email, name: user.name });
  }

  async confirm(input: { userId: number; code: string }): Promise<SignedIn> {
    const row = await repository.takeCode(this.db, secretHash(input.code), 'confirm');
    const now = this.now();
    if (row === undefined || row.user_id !== input.userId || Date.parse(row.expires_at) <= now.getTime()) {
      throw new BadRequestError('The confirmation code is unknown, expired or used', 'code');
    }
    await repository.updateUser(this.db, row.user_id, { confirmed_at: now.toISOString(), updated_at: now.toISOString() });
    return this.signIn(row.user_id);
  }

  async login(input: { email: string; password: string }): Promise<SignedIn> {
    const user = await repository.userByEmail(this.db, validEmail(input.email));
    const matches =
      user === undefined
        ? await verifyNothing(input.password)
        : await verifyPassword({ hash: user.password_hash, password: input.password });
    if (user === undefined || !matches) throw new UnauthorisedError('Invalid e-mail or password', 'password');
    if (user.confirmed_at === null) {
      throw new CodedHttpError({
        statusCode: 403,
        message: 'The e-mail address is not confirmed yet',
        field: 'email',
        code: 'unconfirmed',
      });
    }
    return this.signIn(user.id);
  }

  async logout(idHash: string): Promise<void> {
    await repository.deleteSession(this.db, idHash);
  }

  async renewPassword(rawEmail: string): Promise<void> {
    const email = validEmail(rawEmail);
    const user = await repository.userByEmail(this.db, email);
    if (user === undefined) return;
    const code = await this.issueCode({ userId: user.id, purpose: 'reset', lifetimeMs: RESET_MS });
    await this.options.mailer.send(passwordResetMail({ to: email, url: `${this.options.publicUrl}/password/confirmation/${code}` }));
  }

  /** Sets the new password, revokes every session of the user and signs this browser in. Confirms the e-mail too: the code came by it. */
  async confirmPasswordReset(input: { code: string; password: string }): Promise<SignedIn> {
    checkNewPassword(input.password);
    const row = await repository.takeCode(this.db, secretHash(input.code), 'reset');
    const now = this.now();
    if (row === undefined || Date.parse(row.expires_at) <= now.getTime())
      throw new BadRequestError('The reset code is unknown, expired or used', 'code');
    const user = await repository.userById(this.db, row.user_id);
    if (user === undefined) throw new BadRequestError('The reset code is unknown, expired or used', 'code');
    await repository.updateUser(this.db, user.id, {
      password_hash: await hashPassword(input.password),
      confirmed_at: user.confirmed_at ?? now.toISOString(),
      updated_at: now.toISOString(),
    });
    await repository.deleteSessionsOf(this.db, user.id);
    return this.signIn(user.id);
  }

  /** A new session for the user, with the profile to answer. */
  async signIn(userId: number): Promise<SignedIn> {
    const user = await repository.userById(this.db, userId);
    if (user === undefined) throw new UnauthorisedError('Not signed in');
    const roles = await repository.rolesOf(this.db, userId);
    const session = await createSession(this.db, { userId, roles, now: this.now() });
    return { profile: profileOf(user, roles), session };
  }

  private async sendConfirmation(options: { userId: number; email: string; name: string }): Promise<void> {
    const code = await this.issueCode({ userId: options.userId, purpose: 'confirm', lifetimeMs: CONFIRMATION_MS });
    const url = `${this.options.publicUrl}/register/confirmation/${options.userId}/${code}`;
    await this.options.mailer.send(confirmationMail({ to: options.email, name: options.name, url }));
  }

  private async issueCode(options: { userId: number; purpose: 'confirm' | 'reset'; lifetimeMs: number }): Promise<string> {
    const code = randomSecret();
    const expiresAt = new Date(this.now().getTime() + options.lifetimeMs).toISOString();
    await repository.replaceCode(this.db, {
      code_hash: secretHash(code),
      user_id: options.userId,
      purpose: options.purpose,
      expires_at: expiresAt,
    });
    return code;
  }
}
