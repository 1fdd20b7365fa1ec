/** 资料下载 (src/contract/documents.ts): the documents of the buyer's products, and a document's file. */
import * as d from '../contract/documents';
import type { InputOf } from '../contract/define';
import type { RequestOptions } from './client';
import { call } from './call';
import { downloadFile } from './download';

export const getDocuments = (input: InputOf<typeof d.documents>, opts: RequestOptions = {}) => call(d.documents, input, opts);

/** A document's file (PDF or picture), saved under its Chinese name. */
export const downloadDocument = (key: string, fileName: string) => downloadFile(d.documentFile.path, { key }, fileName, /^(application\/pdf|image\/(jpeg|png))/);
