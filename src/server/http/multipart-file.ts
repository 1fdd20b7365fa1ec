/** The one file of a multipart request (field `file`), with the refusals every upload route gives in Chinese. */
import type { FastifyRequest } from 'fastify';
import { MSG } from '../../model/messages';
import { ApiError } from '../errors';

const isTooLarge = (e: unknown) => (e as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The file's bytes and the text fields sent before it; `missing` when there is no file, `tooLarge` past the parser's
 * fileSize limit.
 */
export async function multipartFile(
  req: FastifyRequest,
  texts: { missing: string; tooLarge: string },
): Promise<{ data: Buffer; name: string; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw new ApiError(400, texts.missing);
  try {
    const file = await req.file();
    if (!file) throw new ApiError(400, texts.missing);
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(file.fields)) if (v && !Array.isArray(v) && v.type === 'field') fields[k] = String(v.value);
    return { data: await file.toBuffer(), name: file.filename, fields };
  } catch (e) {
    if (isTooLarge(e)) throw new ApiError(400, texts.tooLarge);
    if (e instanceof ApiError) throw e;
    throw new ApiError(400, MSG.uploadFailed);
  }
}
