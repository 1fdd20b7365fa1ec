/** Spreadsheet downloads (.xlsx, CSV): a UTF-8 file name beside an ASCII one, never cached. */
import type { FastifyReply } from 'fastify';
import { attachment, XLSX_MIME } from '../services/batch-upload';

export const sendXlsx = (reply: FastifyReply, name: string, ascii: string, data: Buffer) =>
  reply
    .type(XLSX_MIME)
    .header('content-disposition', attachment(name, ascii))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(data);

export const sendCsv = (reply: FastifyReply, name: string, ascii: string, data: Buffer) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachment(name, ascii))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(data);
