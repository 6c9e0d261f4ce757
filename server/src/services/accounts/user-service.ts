import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError, UnauthorisedError } from '../../lib/http-errors';
import { removeAvatar, renderAvatar, storeAvatar } from './avatars';
import { AVATAR_PATH, initialsOf, type Profile, profileOf } from './profile';
import { hashPassword, verifyPassword } from './passwords';
import * as repository from './repository';
import { createSession, type NewSession } from './sessions';
import { checkNewPassword, validName } from './validation';

export interface ProfileChanges {
  name?: string;
  firstName?: string | null;
  lastName?: string | null;
  dob?: string | null;
  gender?: 1 | 2 | null;
}

export interface PublicProfile {
  id: string;
  name: string;
  initials: string;
  avatarUrl: string | null;
  memberSince: string;
}

/** The signed-in user's own account: profile, avatar, password, deletion; and the public profile of anyone. */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly options: { avatarDir: string; now?: () => Date },
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  async profile(userId: number): Promise<Profile> {
    const user = await repository.userById(this.db, userId);
    if (user === undefined) throw new UnauthorisedError('Not signed in');
    return profileOf(user, await repository.rolesOf(this.db, userId));
  }

  async update(userId: number, changes: ProfileChanges): Promise<Profile> {
    const optionalName = (value: string | null | undefined, field: string) =>
      value === undefined || value === null ? value : validName(value, field);
    if (changes.dob !== undefined && changes.dob !== null && !isCalendarDate(changes.dob, this.now())) {
      throw new BadRequestError('dob must be a past date YYYY-MM-DD', 'dob');
    }
    await repository.updateUser(this.db, userId, {
      ...(changes.name === undefined ? {} : { name: validName(changes.name, 'name') }),
      ...(changes.firstName === undefined ? {} : { first_name: optionalName(changes.firstName, 'firstName') }),
      ...(changes.lastName === undefined ? {} : { last_name: optionalName(changes.lastName, 'lastName') }),
      ...(changes.dob === undefined ? {} : { dob: changes.dob }),
      ...(changes.gender === undefined ? {} : { gender: changes.gender }),
      updated_at: this.now().toISOString(),
    });
    return this.profile(userId);
  }

  async setAvatar(userId: number, upload: Buffer): Promise<Profile> {
    const image = await renderAvatar(upload);
    const before = await this.profile(userId);
    const file = await storeAvatar({ dir: this.options.avatarDir, userId, image });
    await repository.updateUser(this.db, userId, { avatar_file: file, updated_at: this.now().toISOString() });
    await removeAvatar({ dir: this.options.avatarDir, file: avatarFile(before.avatarUrl) });
    return this.profile(userId);
  }

  async deleteAvatar(userId: number): Promise<Profile> {
    const before = await this.profile(userId);
    await repository.updateUser(this.db, userId, { avatar_file: null, updated_at: this.now().toISOString() });
    await removeAvatar({ dir: this.options.avatarDir, file: avatarFile(before.avatarUrl) });
    return this.profile(userId);
  }

  /** Checks the current password, sets the new one, ends every session and opens a new one for this browser. */
  async changePassword(userId: number, input: { currentPassword: string; newPassword: string }): Promise<NewSession> {
    const user = await repository.userById(this.db, userId);
    if (user === undefined) throw new UnauthorisedError('Not signed in');
    if (!(await verifyPassword({ hash: user.password_hash, password: input.currentPassword }))) {
      throw new BadRequestError('The current password is wrong', 'currentPassword');
    }
    checkNewPassword(input.newPassword, 'newPassword');
    await repository.updateUser(this.db, userId, {
      password_hash: await hashPassword(input.newPassword),
      updated_at: this.now().toISOString(),
    });
    await repository.deleteSessionsOf(this.db, userId);
    return createSession(this.db, { userId, roles: await repository.rolesOf(this.db, userId), now: this.now() });
  }

  /** Deletes the account and, by the foreign keys' cascade, everything of the user's: sessions, codes, roles. */
  async deleteAccount(userId: number, password: string): Promise<void> {
    const user = await repository.userById(this.db, userId);
    if (user === undefined) throw new UnauthorisedError('Not signed in');
    if (!(await verifyPassword({ hash: user.password_hash, password }))) throw new BadRequestError('The password is wrong', 'password');
    await repository.deleteUser(this.db, userId);
    await removeAvatar({ dir: this.options.avatarDir, file: user.avatar_file });
  }

  async publicProfile(userId: number): Promise<PublicProfile> {
    const user = await repository.userById(this.db, userId);
    if (user === undefined || user.confirmed_at === null) throw new NotFoundError(`Unknown user ${userId}`, 'userId');
    return {
      id: String(user.id),
      name: user.name,
      initials: initialsOf(user),
      avatarUrl: user.avatar_file === null ? null : `${AVATAR_PATH}${user.avatar_file}`,
      memberSince: user.created_at.slice(0, 10),
    };
  }
}

function avatarFile(url: string | null): string | null {
  return url === null ? null : url.slice(AVATAR_PATH.length);
}

/** A real calendar date, not in the future and not before 1900. */
function isCalendarDate(value: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && Number(match[1]) >= 1900 && date <= now;
}
