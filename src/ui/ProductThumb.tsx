import { useCss } from './styled';
import { t } from './theme';
import { PillIcon } from './icons';

const PALETTE = ['#0f7b6c', '#2563eb', '#b45309', '#7c3aed', '#be123c', '#0369a1'];

/** Demo products carry no photos: draw a tidy box-of-medicine placeholder from the name. */
export function ProductThumb({ name, thumb, size = 160 }: { name: string; thumb: string; size?: number }) {
  const css = useCss();
  const colour = PALETTE[[...name].reduce((n, ch) => n + ch.charCodeAt(0), 0) % PALETTE.length];
  if (/^https?:\/\//.test(thumb)) {
    return <img src={thumb} alt={name} width={size} height={size} className={css`object-fit: contain;`} />;
  }
  return (
    <div
      role="img"
      aria-label={name}
      className={css`
        width: 100%; max-width: ${size}px; aspect-ratio: 1; margin: 0 auto; border-radius: 8px;
        display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px;
        background: ${t.primarySoft}; color: ${colour}; font-weight: 600; text-align: center; padding: 8px; box-sizing: border-box;
                span { font-size: 12px; line-height: 1.3; color: ${t.muted}; }
      `}
    >
      <PillIcon />
      <span>{name.slice(0, 8)}</span>
    </div>
  );
}
