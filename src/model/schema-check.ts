/**
 * A form's input checked against its endpoint's body schema before it is sent (the back office's forms, issue 28):
 * the same JSON-schema keywords the server's validator (server/http/validation.ts) enforces, refused with the same
 * Chinese sentence — 请求参数有误：<the field's title><reason> — so the form and the server never disagree. Covers
 * the keywords the contract's field helpers (contract/fields.ts) write: type, required, minimum/maximum,
 * minLength/maxLength, pattern, enum, minItems/maxItems, nested objects and arrays.
 */
import { SERVER_MSG } from './messages';

/** Why a field is refused, by the schema keyword it broke (shared with the server's validator). */
export const SCHEMA_REASONS: Record<string, string> = {
  required: '不能为空',
  type: '格式不正确',
  enum: '取值不正确',
  const: '取值不正确',
  maxLength: '过长',
  minLength: '过短',
  minimum: '超出范围',
  maximum: '超出范围',
  maxItems: '数量过多',
  minItems: '不能为空',
  pattern: '含有不允许的字符',
};

export interface JsonSchema {
  type?: string;
  title?: string;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: readonly unknown[];
  minItems?: number;
  maxItems?: number;
}

/** The refusal of a field: the server's wording, or its generic one when the field has no title. */
export const fieldRefusal = (title: string | undefined, keyword: string): string =>
  title ? `${SERVER_MSG.badParams}：${title}${SCHEMA_REASONS[keyword] ?? '不正确'}` : SERVER_MSG.badParams;

const typeOk = (type: string | undefined, v: unknown): boolean => {
  switch (type) {
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'string':
      return typeof v === 'string';
    case 'boolean':
      return typeof v === 'boolean';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    default:
      return true;
  }
};

/** The keyword a value breaks (children first), with the title it is refused by; null when it passes. */
function broken(s: JsonSchema, v: unknown, title: string | undefined): { keyword: string; title: string | undefined } | null {
  const fail = (keyword: string) => ({ keyword, title });
  if (!typeOk(s.type, v)) return fail('type');
  if (s.enum && !s.enum.includes(v)) return fail('enum');
  if (typeof v === 'number') {
    if (s.minimum !== undefined && v < s.minimum) return fail('minimum');
    if (s.maximum !== undefined && v > s.maximum) return fail('maximum');
  }
  if (typeof v === 'string') {
    const length = [...v].length;
    if (s.maxLength !== undefined && length > s.maxLength) return fail('maxLength');
    if (s.minLength !== undefined && length < s.minLength) return fail('minLength');
    if (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(v)) return fail('pattern');
  }
  if (Array.isArray(v)) {
    if (s.maxItems !== undefined && v.length > s.maxItems) return fail('maxItems');
    if (s.minItems !== undefined && v.length < s.minItems) return fail('minItems');
    for (const item of v) {
      const inner = s.items && broken(s.items, item, s.items.title ?? title);
      if (inner) return inner;
    }
  }
  if (s.properties && typeof v === 'object' && v !== null && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    for (const key of s.required ?? []) if (o[key] === undefined) return { keyword: 'required', title: s.properties[key]?.title };
    for (const [key, child] of Object.entries(s.properties)) {
      if (o[key] === undefined) continue;
      const inner = broken(child, o[key], child.title);
      if (inner) return inner;
    }
  }
  return null;
}

/** Why `value` does not fit `schema` (the server's Chinese refusal), or null. */
export function schemaProblem(schema: JsonSchema, value: unknown): string | null {
  const b = broken(schema, value, schema.title);
  return b ? fieldRefusal(b.title, b.keyword) : null;
}
