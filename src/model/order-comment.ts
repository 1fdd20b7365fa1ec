/** The order comment (SPEC §3): service score 4 (very satisfied) … 0 (very dissatisfied), complaint reasons 0–5. */

export const SERVICE_SCORES = [
  { score: 4, label: '非常满意' },
  { score: 3, label: '满意' },
  { score: 2, label: '一般' },
  { score: 1, label: '不满意' },
  { score: 0, label: '非常不满意' },
] as const;
export type ServiceScore = (typeof SERVICE_SCORES)[number]['score'];

export const COMPLAINT_REASONS = ['服务态度差', '促销活动未告知', '响应速度慢', '联系不上', '业务员更换频繁', '对接人员混乱'] as const;
export const COMPLAINT_CODES = [0, 1, 2, 3, 4, 5] as const;
export type ComplaintCode = (typeof COMPLAINT_CODES)[number];

/** The dissatisfied scores (不满意, 非常不满意): only they come with complaint reasons. */
export const DISSATISFIED_MAX: ServiceScore = 1;
export const takesComplaints = (score: number | null): boolean => score !== null && score <= DISSATISFIED_MAX;

/** Longest comment text. */
export const COMMENT_MAX_LENGTH = 500;

export const scoreLabel = (score: number) => SERVICE_SCORES.find((s) => s.score === score)?.label ?? '';

/** Complaints as stored: each once, in code order. */
export const normaliseComplaints = (codes: readonly number[]): ComplaintCode[] =>
  [...new Set(codes)].filter((c): c is ComplaintCode => (COMPLAINT_CODES as readonly number[]).includes(c)).sort((a, b) => a - b);
