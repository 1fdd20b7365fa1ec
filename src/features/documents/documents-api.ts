/** The browser's 资料下载 calls, by their contract declarations. */
import * as d from '../../contract/documents';
import type { InputOf } from '../../contract/define';
import { call, downloadFile, type RequestOptions } from '../../api';

export const getDocuments = (input: InputOf<typeof d.documents>, opts: RequestOptions = {}) => call(d.documents, input, opts);

/** A document's file (PDF or picture), saved under its Chinese name. */
export const downloadDocument = (key: string, fileName: string) => downloadFile(d.documentFile.path, { key }, fileName, /^(application\/pdf|image\/(jpeg|png))/);
