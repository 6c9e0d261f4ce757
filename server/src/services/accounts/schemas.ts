import { Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH } from '@uyut/core';

/*
 * Lengths here only bound what is read; the rules (@uyut/core: e-mail, password, name) run in the service, which
 * names the field and the reason. A password may be 128 code points: up to 512 UTF-16 units.
 */
const Email = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH + 66 });
const Password = Type.String({ minLength: 1, maxLength: 512 });
const Name = Type.String({ maxLength: 400 });
const Code = Type.String({ minLength: 1, maxLength: 100 });
const UserId = Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'user id (decimal)' });

const strict = { additionalProperties: false } as const;

export const RegisterBodySchema = Type.Object({ email: Email, password: Password, name: Name }, strict);
export const ConfirmBodySchema = Type.Object({ userId: UserId, code: Code }, strict);
export const EmailBodySchema = Type.Object({ email: Email }, strict);
export const LoginBodySchema = Type.Object({ email: Email, password: Password }, strict);
export const PasswordConfirmBodySchema = Type.Object({ code: Code, password: Password }, strict);
export const PasswordChangeBodySchema = Type.Object({ currentPassword: Password, newPassword: Password }, strict);
export const DeleteAccountBodySchema = Type.Object({ password: Password }, strict);
export const UserParamsSchema = Type.Object({ userId: UserId });
export const AvatarFileParamsSchema = Type.Object({ file: Type.String({ pattern: '^[0-9]{1,10}-[A-Za-z0-9_-]{16}\\.webp$' }) });

export const ProfilePatchSchema = Type.Object(
  {
    name: Type.Optional(Name),
    firstName: Type.Optional(Type.Union([Name, Type.Null()])),
    lastName: Type.Optional(Type.Union([Name, Type.Null()])),
    dob: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }), Type.Null()])),
    gender: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Null()])),
  },
  { ...strict, minProperties: 1 },
);

const Roles = Type.Object(
  {
    admin: Type.Optional(Type.Union([Type.Boolean(), Type.Record(Type.String(), Type.Boolean())])),
    editor: Type.Optional(Type.Boolean()),
    eshop: Type.Optional(Type.Boolean()),
  },
  { $id: 'UserRoles' },
);

export const ProfileSchema = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    name: Type.String(),
    firstName: Type.Union([Type.String(), Type.Null()]),
    lastName: Type.Union([Type.String(), Type.Null()]),
    avatarUrl: Type.Union([Type.String(), Type.Null()]),
    dob: Type.Union([Type.String(), Type.Null()]),
    gender: Type.Union([Type.Literal(1), Type.Literal(2), Type.Null()]),
    roles: Type.Ref('UserRoles'),
    createdAt: Type.String(),
  },
  { $id: 'UserProfile' },
);

export const SignedInSchema = Type.Object({ user: Type.Ref('UserProfile') }, { $id: 'SignedIn' });

export const CheckEmailSchema = Type.Object({ status: Type.Literal('checkEmail') }, { $id: 'CheckEmail' });

export const PublicProfileSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    initials: Type.String(),
    avatarUrl: Type.Union([Type.String(), Type.Null()]),
    memberSince: Type.String({ description: 'YYYY-MM-DD' }),
  },
  { $id: 'PublicUserProfile' },
);

export const ACCOUNT_SCHEMAS = [Roles, ProfileSchema, SignedInSchema, CheckEmailSchema, PublicProfileSchema];
