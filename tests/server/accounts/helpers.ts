/** Helpers for the account API tests: tiny real pictures, multipart uploads, a full registration. */
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../src/contract/common';
import type { BodyOf, EndpointSpec, InputOf } from '../../../src/contract/define';
import * as register from '../../../src/contract/register';
import type { UploadResult } from '../../../src/contract/register';
import { licencesFor } from '../../../src/model/licences';
import type { ClientType } from '../../../src/model/enums';
import type { RegisterInput } from '../../../src/model/register-rules';
import { api } from '../helpers';

import { OPERATOR_KEY } from '../test-env';

export { OPERATOR_KEY };

/** A 1×1 PNG (signature + IHDR is what content sniffing reads). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 2×2 baseline JPEG (the server walks the whole file to its end marker). */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APQKAP8A/9k=',
  'base64',
);
export function bmp(): Buffer {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14); // BITMAPINFOHEADER
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  return b;
}
export const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.alloc(16)]);

/** POSTs one file as the multipart field `file` to an /api path (the token header when given). */
export async function postFile<T>(app: FastifyInstance, path: string, token: string | undefined, data: Buffer, filename: string, contentType: string) {
  const boundary = '----yaocaitest' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { ...(token ? { token } : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() as Envelope<T | null> };
}

export const upload = (app: FastifyInstance, token: string, data: Buffer, filename = 'licence.png', contentType = 'image/png') =>
  postFile<UploadResult>(app, register.upload.path, token, data, filename, contentType);

/** Shanghai / Shanghai / Pudong (GB/T 2260). */
export const PUDONG = { province: 310000, city: 310100, area: 310115 };

let serial = 0;
/** A valid registration of the given type with every required licence uploaded by this session. */
export async function registration(
  app: FastifyInstance,
  token: string,
  type: ClientType,
  over: Partial<RegisterInput> = {},
): Promise<RegisterInput> {
  serial += 1;
  const mobile = over.mobile ?? `139${String(Date.now() % 1e6).padStart(6, '0')}${String(serial % 100).padStart(2, '0')}`;
  const verify = await api(app, register.getVerify, { mobile }, { token });
  if (verify.body.code !== 200 || !verify.body.data.code) throw new Error(`getVerify (demo mode?): ${verify.raw}`);
  const licences: RegisterInput['licences'] = {};
  for (const l of licencesFor(type).filter((x) => x.need === 'required')) {
    const up = await upload(app, token, PNG);
    if (!up.body.data) throw new Error(`upload: ${up.body.msg}`);
    licences[l.key] = [up.body.data.url];
  }
  return {
    client_type: type,
    username: `newuser${type}x${serial}`,
    password: 'abc123',
    confirm_password: 'abc123',
    vencus_name: '测试大药房',
    name: '王小明',
    mobile,
    code: verify.body.data.code,
    telephone: '021-12345678',
    id_card: '11010119900307451X',
    ...PUDONG,
    address: '张杨路100号',
    bd_id: 1,
    licences,
    ...over,
  };
}

/** An operator endpoint called with the operator key (or another key, to be refused). */
export const operator = <E extends EndpointSpec>(app: FastifyInstance, e: E, body: NoInfer<BodyOf<E>>, key = OPERATOR_KEY) =>
  // Operator endpoints are POSTs: the body is the input (InputOf<E> is BodyOf<E>, unresolved for a generic E).
  api(app, e, body as unknown as InputOf<E>, { headers: { 'x-operator-key': key } });
