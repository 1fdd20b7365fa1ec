import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { useButtonClass, type Size, type Variant } from './Button';
import { cx } from './styled';

/** A link (a route of the store) drawn as a button: the page's way back, a "go to" that is a navigation, not an action. */
export function LinkButton({
  href,
  variant = 'default',
  size = 'md',
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; variant?: Variant; size?: Size }) {
  const base = useButtonClass();
  return <Link href={href} data-variant={variant} data-size={size} className={cx(base, className)} {...rest} />;
}
