/**
 * The browser bundles replace each contract module by its evaluated exports (scripts/browser-contract.mjs): an
 * endpoint keeps what api/call.ts routes by, a schema becomes an empty object, plain constants stay as they are.
 * Evaluated here on the real modules, so an export the transform mishandles fails this test, not a page.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { browserContractSource, CONTRACT_MODULE } from '../../../scripts/browser-contract.mjs';
import * as catalog from '../../../src/contract/catalog';
import * as upload from '../../../src/contract/register';
import * as offers from '../../../src/contract/admin-offers';
import { schemaProblem, type JsonSchema } from '../../../src/model/schema-check';

const dir = path.resolve('src/contract');
const asModule = async (file: string) => {
  const source = await browserContractSource(path.join(dir, file));
  return { source, mod: (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown> };
};

describe('contract modules in the browser', () => {
  it('keep method and path of every endpoint and no schema', async () => {
    const { source, mod } = await asModule('catalog.ts');
    expect(mod.productSearch).toEqual({ method: 'GET', path: catalog.productSearch.path, auth: catalog.productSearch.auth });
    expect(mod.Product).toEqual({});
    expect(source).not.toMatch(/[\u4e00-\u9fff]{4,}/); // no Chinese titles or descriptions of the schemas
    expect(source.length).toBeLessThan(8_000);
  });

  it('keep the body schema of a back-office endpoint as plain JSON, checked the same as on the server', async () => {
    const { mod } = await asModule('admin-offers.ts');
    const body = (mod.adminGroupCreate as { body: JsonSchema }).body;
    expect(body).toEqual(JSON.parse(JSON.stringify(offers.adminGroupCreate.body)));
    expect(schemaProblem(body, { product_id: 1 })).toBe('请求参数有误：团购价不能为空');
    expect((mod.adminGroups as Record<string, unknown>).body).toBeUndefined();
  });

  it('keep plain constants as they are', async () => {
    const { mod } = await asModule('catalog.ts');
    expect(mod.LISTING_SORTS).toEqual([...catalog.LISTING_SORTS]);
    expect(mod.MANUFACTURER_MAX_LENGTH).toBe(catalog.MANUFACTURER_MAX_LENGTH);
  });

  it('keep the upload flags the browser sends FormData by', async () => {
    const multipart = Object.entries(upload).find(([, v]) => typeof v === 'object' && v !== null && (v as { multipart?: boolean }).multipart);
    if (!multipart) return expect.unreachable('the register contract declares an upload');
    const { mod } = await asModule('register.ts');
    expect(mod[multipart[0]]).toMatchObject({ multipart: true });
  });

  it('turns a schema builder into a function that says where it was called', async () => {
    const { mod } = await asModule('fields.ts');
    expect(() => (mod.Str as () => unknown)()).toThrow(/Str: a schema builder, not available in the browser/);
  });

  it("read the same from the build's shared module cache as from a fresh load (the dev server's)", async () => {
    const file = path.join(dir, 'cart.ts');
    expect(await browserContractSource(file)).toBe(await browserContractSource(file, { fresh: true }));
  });

  it('apply to every contract module, and each one evaluates', async () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(files.every((f) => CONTRACT_MODULE.test(path.join(dir, f)))).toBe(true);
    for (const f of files) await expect(asModule(f)).resolves.toBeTruthy();
  });
});
