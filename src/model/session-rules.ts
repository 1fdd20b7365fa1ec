import { OTHER_PROVINCE_COMPANY_ID } from './constants';

export interface Identity {
  client_id?: number | null;
  company_id?: number | null;
  salesman_id?: number | null;
}

/** SPEC §4: a client is logged in when both client id and company id exist. */
export const isClientLogin = (s: Identity) => Boolean(s.client_id && s.company_id);
/** SPEC §4: a salesman is logged in when a salesman id exists. */
export const isSalesmanLogin = (s: Identity) => Boolean(s.salesman_id);
export const isOtherProvinces = (companyId: number | null | undefined) => companyId === OTHER_PROVINCE_COMPANY_ID;
