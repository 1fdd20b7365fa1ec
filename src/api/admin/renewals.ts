/** 资质更新: the licence renewals waiting for review and the decision. */
import * as admin from '../../contract/admin';
import type { InputOf } from '../../contract/define';
import { quietCall } from './quiet';

export const listRenewals = (query: InputOf<typeof admin.renewals>) => quietCall(admin.renewals, query);

export const reviewRenewal = (input: InputOf<typeof admin.reviewRenewal>) => quietCall(admin.reviewRenewal, input);
