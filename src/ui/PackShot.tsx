import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { clip, nameLines, packBand, packForm, packLabel, packMark, type PackForm, type PackInfo } from '../model/pack-shot';
import { $publicHeader } from '../stores/public-header';

/** Index of a class id's top-level category in the menu, or -1. */
function useCategoryIndex(classId: number | undefined): number {
  const header = useStore($publicHeader);
  if (classId === undefined || !header) return -1;
  return header.classList.findIndex((top) => top.class_id === classId || top.children.some((c) => c.class_id === classId));
}

/** Where the printed label sits on each form (x, y, width, height in the 160 × 160 picture). */
type Box = [number, number, number, number];
const LABEL: Record<PackForm, Box> = {
  box: [10, 30, 126, 118],
  blister: [10, 16, 126, 100],
  capsules: [10, 16, 126, 100],
  ampoule: [10, 16, 126, 100],
  bottle: [36, 50, 88, 96],
  sachet: [18, 24, 124, 112],
  tube: [46, 24, 68, 98],
};

const GREY = '#c9ced6';
/** A heat-sealed edge: 17 teeth of 8 px, left to right (sign '') or back (sign '-'). */
const ZIG = (sign: string) => ` l${sign}8 ${sign ? 6 : -6} l${sign}8 ${sign ? -6 : 6}`.repeat(8) + ` l${sign}8 ${sign ? 6 : -6}`;

/** The pack's outline behind its label, and for tablets, capsules and ampoules what is inside, in front. */
function outline(form: PackForm, band: string): { back: ReactNode; front?: ReactNode } {
  const strip = (item: (x: number) => ReactNode) => (
    <g>
      <rect x="16" y="122" width="128" height="32" rx="5" fill="#e5e7eb" stroke={GREY} />
      {[0, 1, 2, 3, 4].map((i) => item(30 + i * 25))}
    </g>
  );
  switch (form) {
    case 'bottle':
      return {
        back: (
          <g>
            <rect x="56" y="6" width="48" height="20" rx="3" fill={band} />
            <rect x="62" y="26" width="36" height="12" fill="#e7d3b0" />
            <rect x="30" y="36" width="100" height="118" rx="18" fill="#ead9bb" stroke="#cdb48a" />
          </g>
        ),
      };
    case 'sachet':
      return { back: <path d={`M12 14${ZIG('')}V146${ZIG('-')}Z`} fill="#f8fafc" stroke={GREY} /> };
    case 'tube':
      return {
        back: (
          <g>
            <rect x="36" y="8" width="88" height="12" fill={GREY} />
            <path d="M36 20 H124 L108 130 H52 Z" fill="#f8fafc" stroke={GREY} />
            <rect x="64" y="130" width="32" height="24" rx="3" fill={band} />
          </g>
        ),
      };
    case 'box':
      return {
        back: (
          <g>
            <path d="M22 30 L36 18 L150 18 L136 30 Z" fill="#eef0f3" />
            <path d="M136 30 L150 18 L150 136 L136 148 Z" fill="#d9dde3" />
          </g>
        ),
      };
    default:
      return {
        back: <path d="M136 16 L150 6 L150 106 L136 116 Z" fill="#d9dde3" />,
        front:
          form === 'blister'
            ? strip((x) => <circle key={x} cx={x} cy="138" r="8" fill="#ffffff" stroke={GREY} />)
            : form === 'capsules'
              ? strip((x) => (
                  <g key={x}>
                    <rect x={x - 6} y="127" width="12" height="22" rx="6" fill="#ffffff" stroke={GREY} />
                    <rect x={x - 6} y="127" width="12" height="11" rx="6" fill={band} />
                  </g>
                ))
              : [28, 56, 84, 112].map((x) => (
                  <path key={x} d={`M${x} 156 V132 q0 -6 6 -8 V118 h6 v6 q6 2 6 8 V156 Z`} fill="#eaf2f8" stroke={GREY} />
                )),
      };
  }
}

/**
 * A product's pack drawn in SVG from its own data (model/pack-shot): the form its name and spec tell (box, bottle,
 * blister, capsules, granules bag, ointment tube, ampoules), the maker's colour, name, spec, maker and the Rx/OTC
 * mark. Drawn in the browser (no request per picture, sharp at any size, works inside a widget's shadow root); one
 * accessible name for the whole picture, the drawn text is hidden from screen readers.
 */
export function PackShot({ info, classId, size }: { info: PackInfo; classId?: number; size: number }) {
  const categoryIndex = useCategoryIndex(classId);
  const full = { ...info, categoryIndex: categoryIndex >= 0 ? categoryIndex : info.categoryIndex };
  const band = packBand(full);
  const mark = packMark(full);
  const form = packForm(info);
  const [x, y, w, h] = LABEL[form];
  const cx = x + w / 2;
  const perLine = Math.floor((w - 14) / 16);
  const lines = nameLines(info.name, perLine);
  const nameSize = lines.length > 1 || [...info.name].length > perLine - 2 ? 15 : 18;
  const maker = info.manufacturer ? clip(info.manufacturer.replace(/(股份)?有限(责任)?公司.*$/, ''), Math.floor(w / 10)) : '';
  const wide = !!mark && mark.text.length > 1;
  const markX = x + w - (wide ? 18 : 14);
  const mid = y + 22 + (h - 34) / 2;
  const { back, front } = outline(form, band);
  return (
    <svg viewBox="0 0 160 160" width="100%" style={{ maxWidth: size, display: 'block', margin: '0 auto' }} role="img" aria-label={packLabel(info)} data-testid="pack-shot" data-form={form}>
      {back}
      <rect x={x} y={y} width={w} height={h} rx="3" fill="#ffffff" stroke={GREY} />
      <rect x={x} y={y} width={w} height="24" rx="3" fill={band} />
      <rect x={x} y={y + h - 10} width={w} height="5" fill={band} opacity="0.85" />
      <g aria-hidden="true" fontFamily='"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif'>
        {info.spec && (
          <text x={x + 6} y={y + 16} fill="#ffffff" fontSize="10">
            {clip(info.spec, Math.floor((w - (mark ? 36 : 8)) / 6))}
          </text>
        )}
        {lines.map((line, i) => (
          <text key={i} x={cx} y={lines.length > 1 ? mid - 4 + i * 19 : mid + 6} textAnchor="middle" fill="#1f2328" fontSize={nameSize} fontWeight="700">
            {line}
          </text>
        ))}
        {maker && (
          <text x={cx} y={y + h - 15} textAnchor="middle" fill="#4b5563" fontSize="9">
            {maker}
          </text>
        )}
        {mark && (
          <g>
            {mark.shape === 'ellipse' ? (
              <ellipse cx={markX} cy={y + 12} rx="14" ry="8" fill={mark.colour} stroke="#ffffff" />
            ) : (
              <rect x={markX - (wide ? 14 : 10)} y={y + 4} width={wide ? 28 : 20} height="16" rx="2" fill="#ffffff" />
            )}
            <text x={markX} y={y + 16} textAnchor="middle" fontSize={mark.text === 'OTC' ? 9 : 11} fontWeight="700" fill={mark.shape === 'ellipse' ? '#ffffff' : mark.colour}>
              {mark.text}
            </text>
          </g>
        )}
      </g>
      {front}
    </svg>
  );
}
