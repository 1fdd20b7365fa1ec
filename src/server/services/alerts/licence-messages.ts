/** The 资质 message a licence renewal's review writes (compliance/licences.ts), linking to 我的资质. */
import { LICENCES, type LicenceKey } from '../../../model/licences';
import type { NewMessage } from './messages';

export function licenceReviewMessage(clientId: number, kind: string, action: 'approve' | 'reject', note: string): NewMessage {
  const name = LICENCES[kind as LicenceKey] ?? kind;
  return action === 'approve'
    ? { clientId, kind: 'licence', title: `资质审核通过：${name}`, body: `您提交的${name}换证申请已审核通过。`, link: '/personal/licences' }
    : { clientId, kind: 'licence', title: `资质审核未通过：${name}`, body: `原因：${note}。请修改后重新提交。`, link: '/personal/licences' };
}
