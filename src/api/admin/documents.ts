/** 资料管理: the qualification documents (list by filter, upload one, delete one). */
import type { InputOf } from '../../contract/define';
import * as d from '../../contract/documents';
import { quietCall } from './quiet';

export const listDocuments = (query: InputOf<typeof d.adminDocuments>) => quietCall(d.adminDocuments, query);

/** `form`: the document's fields, then its file. */
export const uploadDocument = (form: FormData) => quietCall(d.adminDocumentUpload, form);

export const deleteDocument = (key: string) => quietCall(d.adminDocumentDelete, { key });
