/**
 * 内容: announcements (list, publish, withdraw), the home banners (list, save, picture upload) and the help pages
 * (list, save, delete). A save is checked against its body schema first (checkedCall: no request for a refused body).
 */
import * as content from '../../contract/admin-content';
import type { BannerInput, HelpPageInput } from '../../contract/admin-content';
import type { InputOf } from '../../contract/define';
import { checkedCall } from './checked';
import { quietCall } from './quiet';

export const listAnnouncements = (query: InputOf<typeof content.adminAnnouncements>) => quietCall(content.adminAnnouncements, query);

export const publishAnnouncement = (input: { title: string; content_html: string }) => checkedCall(content.adminAnnouncementPublish, input);

export const withdrawAnnouncement = (id: number) => quietCall(content.adminAnnouncementWithdraw, { id });

export const listBanners = () => quietCall(content.adminBanners, {});

export const saveBanner = (input: BannerInput) => checkedCall(content.adminBannerSave, input);

/** `form`: the picture as `file`; answers its URL. */
export const uploadBannerPicture = async (form: FormData) => (await quietCall(content.adminBannerPicture, form)).url;

export const listHelpPages = () => quietCall(content.adminHelpPages, {});

export const saveHelpPage = (input: HelpPageInput) => checkedCall(content.adminHelpPageSave, input);

/** Deletes a page of the staff's own, or restores a built-in one's text. */
export const deleteHelpPage = (name: string) => quietCall(content.adminHelpPageDelete, { name });
