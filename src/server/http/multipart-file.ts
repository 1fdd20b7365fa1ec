/** The one file of a multipart request (field `file`), with the refusals every upload route gives in Chinese. */
import type { FastifyRequest } from 'fastify';
import { MSG } from '../../model/messages';
import { ApiError } from '../errors';

const isTooLarge = (e: unknown) => (e as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** The file's bytes; `missing` when there is no file, `tooLarge` past the parser's fileSize limit. */
export async function multipartFile(req: FastifyRequest, texts: { missing: string; tooLarge: string }): Promise<{ data: Buffer; name: string }> {
  if (!req.isMultipart()) throw new ApiError(400, texts.missing);
  try {
    const file = await req.file();
    if (!file) throw new ApiError(400, texts.missing);
    return { data: await file.toBuffer(), name: file.filename };
  } catch (e) {
    if (isTooLarge(e)) throw new ApiError(400, texts.tooLarge);
    if (e instanceof ApiError) throw e;
    throw new ApiError(400, MSG.uploadFailed);
  }
}
