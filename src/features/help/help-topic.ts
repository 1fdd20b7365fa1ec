import { HELP_GROUPS } from '../../model/help-pages';
import { HELP_TOPICS, type HelpTopicName } from '../../model/help-topics';

export { HELP_GROUPS };

/** The topic named by ?name=; a missing or unknown name opens the first topic. */
export function helpTopicOf(name: string | null | undefined): (typeof HELP_TOPICS)[number] {
  return HELP_TOPICS.find((t) => t.name === name) ?? HELP_TOPICS[0];
}

export const helpHref = (name: HelpTopicName) => `/help?name=${name}`;

export const helpTitle = (name: HelpTopicName) => helpTopicOf(name).title;
