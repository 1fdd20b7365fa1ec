import { HELP_TOPICS, type HelpTopicName } from '../../model/help-topics';

/** The topic named by ?name=; a missing or unknown name opens the first topic. */
export function helpTopicOf(name: string | null | undefined): (typeof HELP_TOPICS)[number] {
  return HELP_TOPICS.find((t) => t.name === name) ?? HELP_TOPICS[0];
}

/** The topics grouped as the help centre and the footer list them. */
export const HELP_GROUPS: { title: string; topics: HelpTopicName[] }[] = [
  { title: '新手指南', topics: ['login', 'purchase', 'join'] },
  { title: '售后服务', topics: ['returnRules', 'returnFlow', 'returnAddress'] },
  { title: '支付方式', topics: ['bankTransfer'] },
  { title: '关于我们', topics: ['qualification', 'contact'] },
];

export const helpHref = (name: HelpTopicName) => `/help?name=${name}`;

export const helpTitle = (name: HelpTopicName) => helpTopicOf(name).title;
