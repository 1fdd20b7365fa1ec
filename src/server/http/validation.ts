/**
 * Strict input validation. Bodies are never coerced (`{"coupon_id": true}` is refused, not read as 1); query
 * strings only turn numeric text into numbers. Non-finite numbers are refused (`1e309` parses to Infinity). The
 * refusal names the field by the Chinese label (`title`) its contract declares.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { SERVER_MSG } from '../../model/messages';
import { fieldRefusal } from '../../model/schema-check';

const base = { strict: false, strictNumbers: true, allErrors: false, useDefaults: true, verbose: true } as const;
const bodyAjv = new Ajv({ ...base, coerceTypes: false });
const queryAjv = new Ajv({ ...base, coerceTypes: true });

export const PAGER_MSG = '分页参数有误：页码须为正整数，每页条数须为10、20、30、50、100之一';


type Schema = { title?: string; properties?: Record<string, Schema> };

function fieldOf(issue: ErrorObject): { name: string; title?: string } {
  const missing = (issue.params as { missingProperty?: string }).missingProperty;
  const parent = issue.parentSchema as Schema | undefined;
  if (missing) return { name: missing, title: parent?.properties?.[missing]?.title };
  const parts = issue.instancePath.split('/').filter((p) => p && !/^\d+$/.test(p));
  return { name: parts[parts.length - 1] ?? '', title: parent?.title };
}

export function validationMessage(issues: ErrorObject[]): string {
  const issue = issues[0];
  if (!issue) return SERVER_MSG.badParams;
  const { name, title } = fieldOf(issue);
  if (name === 'page' || name === 'size') return PAGER_MSG;
  return fieldRefusal(title, issue.keyword);
}

const cache = new WeakMap<object, ValidateFunction>();

/**
 * Ajv's coercion turns the query text `Infinity` or `1e309` into Infinity, and with strictNumbers it then skips
 * minimum/maximum for it: refuse such a (flat) query field as badly formatted here.
 */
function refuseNonFinite(fn: ValidateFunction, schema: Schema): ValidateFunction {
  const checked = ((data: unknown) => {
    if (!fn(data)) {
      checked.errors = fn.errors;
      return false;
    }
    checked.errors = null;
    for (const [name, value] of Object.entries(data && typeof data === 'object' ? data : {})) {
      if (typeof value === 'number' && !Number.isFinite(value)) {
        const parentSchema = schema.properties?.[name];
        checked.errors = [{ keyword: 'type', instancePath: `/${name}`, schemaPath: '', params: {}, parentSchema }];
        return false;
      }
    }
    return true;
  }) as ValidateFunction;
  return checked;
}

function compile(ajv: Ajv, schema: object): ValidateFunction {
  let fn = cache.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    if (ajv === queryAjv) fn = refuseNonFinite(fn, schema as Schema);
    cache.set(schema, fn);
  }
  return fn;
}

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    compile(httpPart === 'body' ? bodyAjv : queryAjv, schema as object),
  );
}
