/**
 * The ERP's document upload (POST /open/documents): the file as Base64 in the signed JSON body, decoded strictly
 * (a body that is not Base64 is refused, not half-read), then the back office's `saveDocument`.
 */
import type { BodyOf } from '../../../contract/define';
import type { openDocument } from '../../../contract/documents';
import { DOCUMENT_MSG } from '../../../model/documents';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import { OPERATOR_ACTOR } from '../trust/audit';
import { saveDocument } from '../content/documents';
import type { PartnerView } from './verify';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function decodeBase64(text: string): Buffer {
  const clean = text.replace(/\s+/g, '');
  if (!BASE64.test(clean) || clean.length % 4 !== 0) throw new ApiError(400, DOCUMENT_MSG.badBase64);
  return Buffer.from(clean, 'base64');
}

export function saveDocumentFromErp(db: Db, partner: PartnerView, body: BodyOf<typeof openDocument>) {
  const { file_base64, ...fields } = body;
  return saveDocument(db, fields, decodeBase64(file_base64), { actor: OPERATOR_ACTOR, uploader: `partner:${partner.keyId}` });
}
