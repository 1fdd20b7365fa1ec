/**
 * Theme tokens as CSS custom properties. They cross the shadow boundary, so a host restyles every widget by
 * setting --yc-* on the element or any ancestor.
 */
export const t = {
  primary: 'var(--yc-primary, #0f7b6c)',
  primaryDark: 'var(--yc-primary-dark, #0a5c51)',
  primarySoft: 'var(--yc-primary-soft, #e7f4f1)',
  price: 'var(--yc-price, #e4393c)',
  text: 'var(--yc-text, #1f2328)',
  muted: 'var(--yc-muted, #6b7280)',
  border: 'var(--yc-border, #e5e7eb)',
  bg: 'var(--yc-bg, #f5f6f8)',
  surface: 'var(--yc-surface, #ffffff)',
  warn: 'var(--yc-warn, #b45309)',
  danger: 'var(--yc-danger, #c81e1e)',
  radius: 'var(--yc-radius, 6px)',
  font: 'var(--yc-font, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif)',
} as const;

/** Reset for the root of every widget and the site: host pages' inherited styles stop here. */
export const rootReset = `
  color: ${t.text};
  font: 14px/1.5 ${t.font};
  letter-spacing: normal;
  text-align: left;
  text-transform: none;
  box-sizing: border-box;
`;
