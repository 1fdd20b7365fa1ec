/** Content screens: the message centre (announcement list and detail) and the browser rich-text sanitiser. */
export { AnnouncementListPage, MessageCentrePage } from './AnnouncementListPage';
export { AnnouncementPage } from './AnnouncementPage';
export { RichText } from './RichText';
export { sanitizeRichText } from './rich-text';
