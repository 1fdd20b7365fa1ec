/**
 * Field builders for endpoint schemas. Every input field carries its Chinese label (`title`), which the server's
 * validation message names; every string is length-bounded and refuses NUL; every integer is bounded by the
 * column that stores it. The schema lint test (tests/unit/contract/lint.test.ts) fails on a field built otherwise.
 */
import { Type, type TSchema, type Static, type SchemaOptions } from '@sinclair/typebox';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, PAGE_SIZES } from '../model/constants';

/** PostgreSQL int4: ids, quantities and stock. */
export const INT4_MAX = 2_147_483_647;
/** Money in fen as bigint columns; JSON numbers stay exact up to 2^53 - 1 fen (90 trillion yuan). */
export const FEN_MAX = Number.MAX_SAFE_INTEGER;
/** No NUL byte (PostgreSQL text refuses it) in any input string. */
export const NO_NUL = '^[^\\u0000]*$';

type Opts = Omit<SchemaOptions, 'title'>;

/** A positive id (int4). */
export const Id = (title: string, o: Opts = {}) => Type.Integer({ title, minimum: 1, maximum: INT4_MAX, ...o });
/** An id where 0 means "none" (activity ids on cart lines). */
export const OptId = (title: string, o: Opts = {}) => Type.Integer({ title, minimum: 0, maximum: INT4_MAX, ...o });
/** A bounded integer. */
export const Int = (title: string, minimum: number, maximum: number, o: Opts = {}) =>
  Type.Integer({ title, minimum, maximum, ...o });
/** 0 or 1. */
export const Flag = (title: string, o: Opts = {}) =>
  Type.Unsafe<0 | 1>(Type.Integer({ title, minimum: 0, maximum: 1, ...o }));
/** A finite number (a quantity the rules word better than a schema error, e.g. 1.5 boxes). */
export const Num = (title: string, minimum: number, maximum: number, o: Opts = {}) =>
  Type.Number({ title, minimum, maximum, ...o });
/** A bounded string without NUL. */
export const Str = (title: string, maxLength: number, o: Opts & { minLength?: number; pattern?: string } = {}) =>
  Type.String({ title, maxLength, pattern: NO_NUL, ...o });
/** A moment typed by the operator, `yyyy-MM-dd HH:mm:ss` China time. */
export const Stamp = (title: string) => Str(title, 19, { pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });
/** A calendar day typed by the operator, `yyyy-MM-dd` (China). */
export const Day = (title: string) => Str(title, 10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** A yuan amount typed by the operator: up to 8 digits and 2 decimals. */
export const YuanInput = (title: string) => Str(title, 12, { pattern: '^\\d{1,8}(\\.\\d{1,2})?$' });
/** One of the given strings. */
export const OneOf = <T extends string>(title: string, values: readonly T[], o: Opts = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], title, ...o });
/** One of the given integers. */
export const OneOfInt = <T extends number>(title: string, values: readonly T[], o: Opts = {}) =>
  Type.Unsafe<T>({ type: 'integer', enum: [...values], title, ...o });
/** A list of at most `maxItems`. */
export const List = <T extends TSchema>(title: string, items: T, maxItems: number, o: Opts = {}) =>
  Type.Array(items, { title, maxItems, ...o });

/** Output helpers (responses are serialised by these schemas: a field not declared is never sent). */
export const Yuan = (description = '金额（元，两位小数）') => Type.String({ description });
export const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);

/** The pager of every listing. */
export const PagerQuery = {
  page: Type.Optional(Int('页码', 1, 100_000, { default: PAGE_DEFAULT })),
  size: Type.Optional(OneOfInt('每页条数', PAGE_SIZES, { default: PAGE_SIZE_DEFAULT })),
};
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer(), page: Type.Integer(), size: Type.Integer() });
export type Page<T> = { list: T[]; total: number; page: number; size: number };

export { Type, type Static, type TSchema };
