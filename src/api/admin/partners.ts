/**
 * 对接伙伴: the ERP keys (create, rotate, revoke, webhook URL and its deliveries) and the clinic systems (CIS: create,
 * rotate, revoke). A new or rotated secret is answered once.
 */
import * as pt from '../../contract/partners';
import { checkedCall } from './checked';
import { quietCall } from './quiet';

/** The ERP keys and the clinic systems in one answer. */
export const listPartners = () => quietCall(pt.adminPartners, {});

export const createPartner = (name: string) => quietCall(pt.adminPartnerCreate, { name });

export const rotatePartner = (keyId: string) => quietCall(pt.adminPartnerRotate, { key_id: keyId });

export const revokePartner = (keyId: string) => quietCall(pt.adminPartnerRevoke, { key_id: keyId });

/** An empty URL stops the pushes. */
export const setPartnerWebhook = (keyId: string, url: string) => quietCall(pt.adminPartnerWebhook, { key_id: keyId, url });

export const listWebhookDeliveries = (keyId: string) => quietCall(pt.adminPartnerDeliveries, { key_id: keyId });

/** Checked against the body schema first (no request for a refused code or name). */
export const createCis = (input: { code: string; name: string }) => checkedCall(pt.adminCisCreate, input);

export const rotateCis = (code: string) => quietCall(pt.adminCisRotate, { code });

export const revokeCis = (code: string) => quietCall(pt.adminCisRevoke, { code });
