import type { ButtonHTMLAttributes } from 'react';
import { focusOnMount } from './focus-on-mount';
import { cx, useCss } from './styled';
import { t } from './theme';

export type Variant = 'primary' | 'default' | 'text' | 'danger';

export type Size = 'sm' | 'md' | 'lg';

/** The design system's button look, for a `<button>` (Button) or a link that looks like one (LinkButton). */
export function useButtonClass(): string {
  const css = useCss();
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 4px;
    border-radius: ${t.radius};
    border: 1px solid ${t.border};
    background: ${t.surface};
    color: ${t.text};
    cursor: pointer;
    font: inherit;
    white-space: nowrap;
    text-decoration: none;
    transition: background 0.15s, border-color 0.15s;
    &:hover:not(:disabled) { border-color: ${t.primary}; color: ${t.primary}; }
    &:focus-visible { outline: 2px solid ${t.primary}; outline-offset: 2px; }
    &:disabled { cursor: not-allowed; opacity: 0.5; }
    &[data-size='sm'] { padding: 2px 10px; font-size: 12px; }
    &[data-size='md'] { padding: 6px 16px; }
    &[data-size='lg'] { padding: 10px 24px; font-size: 16px; }
    &[data-variant='primary'] { background: ${t.primary}; border-color: ${t.primary}; color: #fff; }
    &[data-variant='primary']:hover:not(:disabled) { background: ${t.primaryDark}; color: #fff; }
    &[data-variant='danger'] { background: ${t.danger}; border-color: ${t.danger}; color: #fff; }
    &[data-variant='danger']:hover:not(:disabled) { color: #fff; border-color: ${t.text}; }
    &[data-variant='text'] { border-color: transparent; background: transparent; color: ${t.primary}; padding-left: 4px; padding-right: 4px; }
  `;
}

export function Button({
  variant = 'default',
  size = 'md',
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  const base = useButtonClass();
  return <button type="button" data-variant={variant} data-size={size} className={cx(base, className)} ref={rest.autoFocus ? focusOnMount : undefined} {...rest} />;
}
