/** The back office's salesmen and territories (issue 28, 管理员): the refusals and the territory lines as typed. */

export const SALESMAN_ADMIN_MSG = {
  missing: '业务员不存在',
  clientMissing: (username: string) => `客户账号 ${username} 不存在`,
  usernameTaken: '该用户名已被使用',
  companyMissing: '所属公司不存在',
  alreadyDisabled: '该业务员已停用',
  notDisabled: '该业务员未停用',
  alreadyHis: '该客户已由此业务员负责',
  disabledTarget: '不能把客户分配给已停用的业务员',
  badRegion: (line: string) => `片区「${line}」格式不正确：每行填写 省 [市] [区]，以空格分隔`,
};

/** The salesman statuses (salesmen.status, as clients.status): 1 active, 2 disabled. */
export const SALESMAN_STATUS = { active: 1, disabled: 2 } as const;

export interface RegionLine {
  province: string;
  city: string;
  area: string;
}

/** `省 [市] [区]` per line (spaces or slashes between) → the territories; null with the first line that is not one. */
export function regionLines(text: string): { regions: RegionLine[] } | { bad: string } {
  const regions: RegionLine[] = [];
  for (const raw of text.split(/\r?\n/u)) {
    const line = raw.trim();
    if (!line) continue;
    const parts = line.split(/[\s/／]+/u);
    if (parts.length > 3 || parts.some((p) => p.length > 20)) return { bad: line };
    const [province = '', city = '', area = ''] = parts;
    if (area && !city) return { bad: line };
    regions.push({ province, city, area });
  }
  return { regions };
}

export const regionLineText = (r: RegionLine): string => [r.province, r.city, r.area].filter(Boolean).join(' ');
