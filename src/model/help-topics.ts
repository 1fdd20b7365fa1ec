/** Help centre topics selected by /help?name=… (SPEC §2.7). */
export const HELP_TOPICS = [
  { name: 'login', title: '登录注册' },
  { name: 'purchase', title: '采购流程' },
  { name: 'returnRules', title: '退货规则' },
  { name: 'returnFlow', title: '退货流程' },
  { name: 'returnAddress', title: '退货地址' },
  { name: 'bankTransfer', title: '银行转账' },
  { name: 'qualification', title: '资质证书' },
  { name: 'join', title: '免费加盟' },
  { name: 'contact', title: '联系我们' },
] as const;
export type HelpTopicName = (typeof HELP_TOPICS)[number]['name'];
