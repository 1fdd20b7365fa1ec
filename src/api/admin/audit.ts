/** 操作日志: the audit log page by filter and its CSV export. */
import * as admin from '../../contract/admin';
import type { AuditFilter } from '../../contract/admin';
import type { InputOf } from '../../contract/define';
import { downloadFile } from '../download';
import { quietCall } from './quiet';

export const listAudit = (query: InputOf<typeof admin.auditLog>) => quietCall(admin.auditLog, query);

export const exportAudit = (filter: AuditFilter) => downloadFile(admin.auditExport.path, filter, '操作日志.csv');
