/**
 * Schema lint: every input field of every endpoint is labelled in Chinese and bounded, so nothing reaches the
 * database unchecked and every refusal can name its field.
 */
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../src/contract';
import { FEN_MAX, INT4_MAX } from '../../../src/contract/fields';
import { fieldsOf } from '../../contract-schema';

const endpoints = allEndpoints();
const CHINESE = /[\u4e00-\u9fff]/;

function problemsOf(schema: Record<string, any>): string[] {
  const out: string[] = [];
  if (!schema.title || !CHINESE.test(schema.title)) out.push('no Chinese title');
  const type = schema.type ?? (Array.isArray(schema.enum) ? typeof schema.enum[0] : undefined);
  if (type === 'string' && !schema.enum) {
    if (schema.maxLength === undefined) out.push('string without maxLength');
    if (!schema.pattern) out.push('string without a pattern (NO_NUL at least)');
  }
  if ((type === 'integer' || type === 'number') && !schema.enum) {
    if (schema.minimum === undefined || schema.maximum === undefined) out.push('number without bounds');
    else if (schema.maximum > FEN_MAX) out.push('maximum above what a column holds');
  }
  if (type === 'array' && schema.maxItems === undefined) out.push('array without maxItems');
  if (type === undefined && !schema.anyOf) out.push('untyped (accepts anything)');
  return out;
}

describe('contract schema lint', () => {
  it('has endpoints with unique method + path', () => {
    expect(endpoints.length).toBeGreaterThan(0);
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const e of endpoints) {
    it(`${e.method} ${e.path}: every input field is labelled and bounded`, () => {
      const problems: string[] = [];
      for (const [part, schema] of [['params', e.params], ['query', e.query], ['body', e.body]] as const) {
        if (!schema) continue;
        for (const f of fieldsOf(schema as never)) {
          for (const p of problemsOf(f.schema)) problems.push(`${part}.${f.path.join('.')}: ${p}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('flags a bad field (the lint itself can fail)', () => {
    expect(problemsOf({ type: 'string' })).toEqual(['no Chinese title', 'string without maxLength', 'string without a pattern (NO_NUL at least)']);
    expect(problemsOf({ type: 'integer', title: '数量', minimum: 0, maximum: INT4_MAX })).toEqual([]);
    expect(problemsOf({ title: '附加' })).toEqual(['untyped (accepts anything)']);
  });
});
