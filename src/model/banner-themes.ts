/** The home carousel's colour schemes: each banner names one, the slide is drawn from it (under its picture, when it has one). */
export const BANNER_THEMES = {
  green: ['#0f7b6c', '#23a08c'],
  red: ['#c81e1e', '#f05252'],
  blue: ['#1d4ed8', '#3b82f6'],
  teal: ['#0e7490', '#14b8a6'],
  orange: ['#c2410c', '#f59e0b'],
  purple: ['#6d28d9', '#a78bfa'],
} as const satisfies Record<string, readonly [string, string]>;
export type BannerTheme = keyof typeof BANNER_THEMES;
export const BANNER_THEME_NAMES = Object.keys(BANNER_THEMES) as BannerTheme[];
export const BANNER_THEME_TEXT: Record<BannerTheme, string> = { green: '绿色', red: '红色', blue: '蓝色', teal: '青色', orange: '橙色', purple: '紫色' };
/** A banner links inside the site only: a path from its root (never `//host`). */
export const SITE_PATH_PATTERN = '^/(?!/)\\S*$';
/** A banner's picture: '' (colours only) or a picture staff uploaded, served at /api/contentPicture/<key>. */
export const CONTENT_PICTURE_PATTERN = '^(/api/contentPicture/[A-Za-z0-9_-]+\\.(jpg|png|bmp))?$';
export const CONTENT_PICTURE_PREFIX = '/api/contentPicture/';

/**
 * A slide's CSS background, the same on the home page and in the back office's preview: the theme's gradient, and
 * over it the picture when it has one (staff choose pictures the white title reads on: a darkening layer did not fit yc-store's budget). The picture is always
 * one of ours: the banner body's pattern (CONTENT_PICTURE_PATTERN) and the saved row decide that on the server, and a
 * style property set through the CSSOM cannot carry anything but this one value (kept short: yc-store's budget).
 */
export function bannerBackground(theme: string, picture = ''): string {
  const [from, to] = (BANNER_THEMES as Record<string, readonly [string, string]>)[theme] ?? BANNER_THEMES.green;
  const colours = `linear-gradient(120deg,${from},${to})`;
  return picture ? `url("${picture}") center/cover,${colours}` : colours;
}
