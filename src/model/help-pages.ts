/**
 * Help centre pages as staff edit them (/admin/content, issue 28): the groups of the help centre's side list, a
 * page's name (its /help?name=…), and how the built-in topics and the saved pages make up what /help shows.
 * The server checks a saved page with these rules; the store and the back office list pages with `helpNav`.
 */
import { HELP_TOPICS, type HelpTopicName } from './help-topics';

/** The side list's groups, in order, with the built-in topics of each. */
export const HELP_GROUPS: readonly { title: string; topics: readonly HelpTopicName[] }[] = [
  { title: '新手指南', topics: ['login', 'purchase', 'join'] },
  { title: '售后服务', topics: ['returnRules', 'returnFlow', 'returnAddress'] },
  { title: '支付方式', topics: ['bankTransfer'] },
  { title: '关于我们', topics: ['qualification', 'contact'] },
];
export const HELP_GROUP_TITLES = HELP_GROUPS.map((g) => g.title);

/** A page's name: letters, digits and '-', starting with a letter (it travels in /help?name=…). */
export const HELP_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9-]{1,31}$';
export const HELP_TITLE_MAX = 20;
export const HELP_BODY_MAX = 50_000;

export const HELP_MSG = {
  missing: '帮助页面不存在',
  badName: '页面标识只能用字母、数字和“-”，以字母开头，2-32 位',
  emptyBody: '请填写页面正文（净化后正文为空）',
  emptyTitle: '请填写页面标题（纯文字）',
  saved: '帮助页面已保存',
  deleted: '帮助页面已删除',
} as const;

export const isBuiltInHelp = (name: string): name is HelpTopicName => HELP_TOPICS.some((t) => t.name === name);

/** The built-in group of a built-in topic. */
export const builtInGroupOf = (name: HelpTopicName): string => HELP_GROUPS.find((g) => g.topics.includes(name))!.title;

/** A saved page as the side list needs it. */
export interface HelpPageBrief {
  name: string;
  title: string;
  group: string;
  sort: number;
}

/** One entry of the side list: a built-in topic (maybe replaced by a saved page) or a page of its own. */
export interface HelpNavItem {
  name: string;
  title: string;
  /** 'built-in': the built-in text; 'edited': a saved page replaces it; 'added': a staff page of its own. */
  state: 'built-in' | 'edited' | 'added';
}

/**
 * The side list: each group's built-in topics in their order (with a saved page's title when one replaces it),
 * then the group's added pages by sort and name. A saved page names one of the groups; another group is shown last.
 */
export function helpNav(saved: readonly HelpPageBrief[]): { title: string; items: HelpNavItem[] }[] {
  const byName = new Map(saved.map((p) => [p.name, p]));
  const added = saved.filter((p) => !isBuiltInHelp(p.name)).sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  const titles = [...HELP_GROUP_TITLES, ...new Set(added.map((p) => p.group).filter((g) => !HELP_GROUP_TITLES.includes(g)))];
  return titles
    .map((title) => {
      const builtIn = HELP_GROUPS.find((g) => g.title === title)?.topics ?? [];
      const items: HelpNavItem[] = builtIn.map((name) => {
        const page = byName.get(name);
        return { name, title: page?.title ?? HELP_TOPICS.find((t) => t.name === name)!.title, state: page ? 'edited' : 'built-in' };
      });
      for (const p of added) if (p.group === title) items.push({ name: p.name, title: p.title, state: 'added' });
      return { title, items };
    })
    .filter((g) => g.items.length > 0);
}
