/**
 * Hole 6: uploads. The whole file must be one picture (a PNG with an HTML page appended, a JPEG with a script
 * after its end marker, a BMP longer than it says are refused); each ip may upload only so many pictures and bytes
 * a day (fresh tokens do not help); unclaimed pictures are deleted by the purge (tests/server/trust/sessions.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG, MSG } from '../../../src/model/messages';
import { rateCounters } from '../../../src/server/db/schema';
import { isWholeBmp, isWholeJpeg, isWholePng } from '../../../src/server/lib/image-check';
import { UPLOADS_PER_IP_DAY, UPLOAD_BYTES_PER_IP_DAY } from '../../../src/server/services/content/uploads';
import { newToken, startServer, type TestServer } from '../helpers';
import { JPEG, PNG, bmp, upload } from '../accounts/helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
});
afterAll(() => s?.close());

const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

describe('whole-file picture check', () => {
  it('accepts whole PNG, JPEG and BMP files', () => {
    expect(isWholePng(PNG)).toBe(true);
    expect(isWholeJpeg(JPEG)).toBe(true);
    expect(isWholeBmp(bmp())).toBe(true);
  });

  it('refuses anything after the end or a truncated file', () => {
    expect(isWholePng(Buffer.concat([PNG, HTML]))).toBe(false);
    expect(isWholePng(PNG.subarray(0, PNG.length - 4))).toBe(false);
    expect(isWholeJpeg(Buffer.concat([JPEG, HTML]))).toBe(false);
    expect(isWholeJpeg(JPEG.subarray(0, JPEG.length - 2))).toBe(false);
    expect(isWholeBmp(Buffer.concat([bmp(), HTML]))).toBe(false);
  });

  it('the server refuses the polyglots with the picture message and stores nothing', async () => {
    const token = await newToken(s.app);
    for (const [data, name] of [
      [Buffer.concat([PNG, HTML]), 'a.png'],
      [Buffer.concat([JPEG, HTML]), 'b.jpg'],
      [Buffer.concat([bmp(), HTML]), 'c.bmp'],
    ] as const) {
      const r = await upload(s.app, token, data, name);
      expect(r.body, name).toMatchObject({ code: 400, msg: MSG.badPicture });
    }
  });
});

describe('upload limits per ip and day', () => {
  it('refuses the picture past the daily count whatever token it comes with', async () => {
    await s.db.delete(rateCounters);
    expect((await upload(s.app, await newToken(s.app), PNG)).body.code).toBe(200);
    await s.db.update(rateCounters).set({ count: UPLOADS_PER_IP_DAY });
    const r = await upload(s.app, await newToken(s.app), PNG);
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ code: 429, msg: ACCOUNT_MSG.uploadDailyLimit });
  });

  it('refuses past the daily byte budget', async () => {
    await s.db.delete(rateCounters);
    await s.db.insert(rateCounters).values({ key: 'upload-bytes:ip:127.0.0.1', count: UPLOAD_BYTES_PER_IP_DAY - 10, resetAt: new Date(Date.now() + 60_000) });
    const r = await upload(s.app, await newToken(s.app), PNG);
    expect(r.body).toMatchObject({ code: 429, msg: ACCOUNT_MSG.uploadDailyLimit });
  });

  it('a new window starts after the day', async () => {
    await s.db.delete(rateCounters);
    await s.db.insert(rateCounters).values({ key: 'upload:ip:127.0.0.1', count: UPLOADS_PER_IP_DAY, resetAt: new Date(Date.now() - 1) });
    expect((await upload(s.app, await newToken(s.app), PNG)).body.code).toBe(200);
  });
});
