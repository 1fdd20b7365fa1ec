import type { ClientType } from './enums';

/** Licence kinds (SPEC §3 value keys) with their Chinese names. */
export const LICENCES = {
  business: '营业执照',
  phaTrading: '药品经营许可证',
  GSP: 'GSP证书',
  purchaseCom: '收货委托书',
  purchaseIdCard: '采购人员身份证复印件',
  invoicePic: '开票资料',
  manIdCard: '收货人身份证复印件',
  attorney: '采购委托书',
  informationReport: '上一年度企业年度报告',
  quaQues: '质量体系调查表',
  seal: '印章印模',
  medPractice: '医疗机构执业许可证',
  ptts: '变更记录页',
  instrument: '第二类医疗器械经营备案凭证',
  foodBusiness: '食品经营许可证',
  otherLicense: '其他资质',
} as const;
export type LicenceKey = keyof typeof LICENCES;

/** Licences with a printable template (GET /v5/templateDownload): fill in, sign, seal, upload. */
export const TEMPLATE_KINDS = ['attorney', 'purchaseCom', 'quaQues'] as const satisfies readonly LicenceKey[];
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
export const hasTemplate = (key: string): key is TemplateKind => (TEMPLATE_KINDS as readonly string[]).includes(key);

export type Need = 'required' | 'optional';

// Client types: 1 single pharmacy, 2 for-profit institution, 3 non-profit institution,
// 4 chain single store, 5 chain headquarters, 6 commercial company.
const ALL: ClientType[] = [1, 2, 3, 4, 5, 6];
const NOT_NON_PROFIT: ClientType[] = [1, 2, 4, 5, 6];
const TRADERS: ClientType[] = [6, 1, 4, 5];
const INSTITUTIONS: ClientType[] = [2, 3];

/** SPEC §5 licence requirement by client type: required, optional, or absent (not asked). */
const MATRIX: Record<LicenceKey, { required: ClientType[]; optional: ClientType[] }> = {
  business: { required: NOT_NON_PROFIT, optional: [] },
  phaTrading: { required: TRADERS, optional: [] },
  GSP: { required: TRADERS, optional: [] },
  attorney: { required: ALL, optional: [] },
  purchaseIdCard: { required: NOT_NON_PROFIT, optional: [] },
  invoicePic: { required: [2, 3, 4, 5, 6], optional: [1] },
  manIdCard: { required: [6], optional: [] },
  purchaseCom: { required: [6], optional: [] },
  quaQues: { required: [6], optional: [] },
  seal: { required: [6], optional: [] },
  informationReport: { required: [6, 5], optional: [] },
  medPractice: { required: INSTITUTIONS, optional: [] },
  ptts: { required: [], optional: TRADERS },
  instrument: { required: [], optional: TRADERS },
  foodBusiness: { required: [], optional: TRADERS },
  otherLicense: { required: [], optional: ALL },
};

export function licenceNeed(key: LicenceKey, type: ClientType): Need | null {
  const m = MATRIX[key];
  if (m.required.includes(type)) return 'required';
  if (m.optional.includes(type)) return 'optional';
  return null;
}

/** The licences a client type is asked for, required ones first. */
export interface LicenceAsk {
  key: LicenceKey;
  name: string;
  need: Need;
}

export function licencesFor(type: ClientType): LicenceAsk[] {
  const out: LicenceAsk[] = [];
  for (const key of Object.keys(LICENCES) as LicenceKey[]) {
    const need = licenceNeed(key, type);
    if (need) out.push({ key, name: LICENCES[key], need });
  }
  return [...out.filter((x) => x.need === 'required'), ...out.filter((x) => x.need === 'optional')];
}

/** Required licences missing from an upload map; the server rejects registration with these. */
export function missingLicences(type: ClientType, uploaded: Partial<Record<LicenceKey, string[]>>): LicenceKey[] {
  return licencesFor(type)
    .filter((l) => l.need === 'required' && !(uploaded[l.key]?.length))
    .map((l) => l.key);
}
