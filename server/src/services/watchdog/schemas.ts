import { Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH } from '@uyut/core';
import { MAX_ROW_ID } from '../../db/schema';

const strict = { additionalProperties: false } as const;
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const WatchdogType = Type.Union([Type.Literal('availability'), Type.Literal('price')]);
const TargetPrice = Type.Number({ description: 'major units of the primary currency, 2 decimals (e.g. 499.9)' });

/** `{project}` is checked by the service (any other than PROJECT is a 404 naming it), so it is only bounded here. */
const Project = Type.String({ maxLength: 40 });

export const VariantWatchdogParamsSchema = Type.Object({
  project: Project,
  variant_id: Type.Integer({ minimum: 1, maximum: MAX_ROW_ID }),
});
export const UnsubscribeParamsSchema = Type.Object({ project: Project, hash: Type.String({ minLength: 1, maxLength: 100 }) });
export const ConfirmParamsSchema = Type.Object({ project: Project, code: Type.String({ minLength: 1, maxLength: 100 }) });
export const WatchedQuerySchema = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }) });

/** Spec §3 Subscribe payload; the e-mail rule (@uyut/core isValidEmail) and the target's bounds run in the service. */
export const SubscribeBodySchema = Type.Object(
  {
    email: Type.Object({ email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH + 66 }) }, strict),
    targetPrice: Nullable(TargetPrice),
  },
  strict,
);

/** RFC 8058: the one-click body a mail provider POSTs (form-encoded or multipart). */
export const OneClickBodySchema = Type.Object({ 'List-Unsubscribe': Type.Literal('One-Click') });

/** Spec §3 Watchdog state. */
export const WatchdogStateSchema = Type.Object(
  { subscribed: Type.Boolean(), type: Nullable(WatchdogType), targetPrice: Nullable(TargetPrice) },
  { $id: 'WatchdogState' },
);

/** Spec §3 Watched item. */
export const WatchedItemSchema = Type.Object(
  { variant: Type.Ref('Variant'), type: WatchdogType, targetPrice: Nullable(TargetPrice) },
  { $id: 'WatchedItem' },
);

export const WATCHDOG_SCHEMAS = [WatchdogStateSchema, WatchedItemSchema];
