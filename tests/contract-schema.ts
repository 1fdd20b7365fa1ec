/**
 * Test-side helpers over contract schemas: walk input fields, build a valid sample input, and list hostile values
 * for a field. Used by the schema lint (unit) and the generated hostile-input suite (server).
 */
import type { TSchema } from '@sinclair/typebox';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type S = TSchema & Record<string, any>;

export interface Field {
  /** Path of property names from the top of the input (array items are `[]`). */
  path: string[];
  schema: S;
  required: boolean;
}

/** Every property schema under an object schema, depth first (array items included). */
export function fieldsOf(schema: S, path: string[] = []): Field[] {
  const out: Field[] = [];
  const props = (schema.properties ?? {}) as Record<string, S>;
  const required = new Set<string>(schema.required ?? []);
  for (const [name, sub] of Object.entries(props)) {
    const here = [...path, name];
    out.push({ path: here, schema: sub, required: required.has(name) });
    if (sub.type === 'object') out.push(...fieldsOf(sub, here));
    if (sub.type === 'array' && sub.items?.type === 'object') out.push(...fieldsOf(sub.items, [...here, '[]']));
  }
  return out;
}

/** A value the schema accepts, or undefined when none is easy to make (a pattern we cannot satisfy). */
export function sample(schema: S): Json | undefined {
  if (schema.default !== undefined) return schema.default as Json;
  if (schema.const !== undefined) return schema.const as Json;
  if (Array.isArray(schema.enum)) return schema.enum[0] as Json;
  if (Array.isArray(schema.anyOf)) return sample(schema.anyOf[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return false;
    case 'string': {
      if (Array.isArray(schema.examples) && typeof schema.examples[0] === 'string') return schema.examples[0];
      const min = Math.max(schema.minLength ?? 1, 1);
      if (!schema.pattern) return 'a'.repeat(min);
      // A value of the shapes our patterns describe (keys, dates, phones, codes), the first that fits.
      const re = new RegExp(schema.pattern, 'u');
      const today = new Date().toISOString().slice(0, 10);
      const candidates = ['a'.repeat(min), 'k'.repeat(Math.max(min, 16)), '1'.repeat(min), today, `${today} 00:00:00`, '13800138000', '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'YC000001'];
      return candidates.find((c) => re.test(c) && c.length >= min && c.length <= (schema.maxLength ?? Infinity));
    }
    case 'array': {
      // One sample item, so a hostile value can be put into an otherwise valid item.
      const item = sample(schema.items);
      return item === undefined || schema.maxItems === 0 ? [] : [item];
    }
    case 'object': {
      const out: Record<string, Json> = {};
      for (const name of schema.required ?? []) {
        const v = sample(schema.properties[name]);
        if (v === undefined) return undefined;
        out[name] = v;
      }
      return out;
    }
    default:
      return undefined;
  }
}

export const INT4_OVERFLOW = 2_147_483_648;

/** Hostile replacements for a field, by its declared type. `raw` values are spliced into the JSON text as is. */
export function hostileValues(schema: S, where: 'query' | 'body'): { label: string; value: Json; raw?: string }[] {
  const type = schema.type ?? (Array.isArray(schema.enum) ? typeof schema.enum[0] : undefined);
  const numeric = type === 'integer' || type === 'number';
  if (where === 'query') {
    if (numeric)
      return [
        { label: 'true', value: 'true' },
        { label: 'Infinity', value: 'Infinity' },
        { label: '1e309', value: '1e309' },
        { label: 'int4 overflow', value: String(INT4_OVERFLOW * 1000) },
        { label: 'text', value: 'abc' },
        { label: 'NUL', value: '1\u0000' },
      ];
    if (type === 'string' && !schema.enum)
      return [
        { label: 'NUL', value: 'a\u0000b' },
        { label: 'over-long', value: 'a'.repeat((schema.maxLength ?? 10_000) + 1) },
      ];
    return [];
  }
  if (numeric)
    return [
      { label: 'boolean', value: true },
      { label: 'array', value: [2] },
      { label: 'numeric string', value: '2' },
      { label: 'null', value: null },
      { label: '1e309', value: 0, raw: '1e309' },
      { label: 'int4 overflow', value: INT4_OVERFLOW * 1000 },
    ];
  if (type === 'string')
    return [
      { label: 'boolean', value: true },
      { label: 'number', value: 12 },
      { label: 'object', value: { a: 1 } },
      ...(schema.enum
        ? [{ label: 'not in list', value: 'zz-not-an-option' }]
        : [
            { label: 'NUL', value: 'a\u0000b' },
            { label: 'over-long', value: 'a'.repeat((schema.maxLength ?? 10_000) + 1) },
          ]),
    ];
  if (type === 'array') return [{ label: 'object', value: { a: 1 } }, { label: 'string', value: 'x' }];
  return [];
}
