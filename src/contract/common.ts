/** The envelope every answer travels in, and small shared response shapes. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data });
export type Envelope<T = unknown> = { code: number; msg: string; data: T };

/** `data: null` for calls that only succeed or fail. */
export const Empty = Type.Null();
/** Identity params the browser adds to every call; the auth hook compares them with the session. */
export const IDENTITY_PARAMS = ['client_id', 'company_id', 'salesman_id'] as const;

export type { Static };
