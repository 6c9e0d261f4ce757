import { type Static, Type } from '@sinclair/typebox';

export const HealthSchema = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok'), uptimeSeconds: Type.Number() });
export type Health = Static<typeof HealthSchema>;
