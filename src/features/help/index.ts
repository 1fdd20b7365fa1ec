/** The help centre: its screen, the topic groups and the distributor's certificates (the footer lists both). */
export { HelpPage } from './HelpPage';
export { HELP_GROUPS, helpHref, helpTitle, helpTopicOf } from './help-topic';
export { CERTIFICATES, COMPANY_NAME } from './certificates';
export { useSiteLicences } from './site-licences';
