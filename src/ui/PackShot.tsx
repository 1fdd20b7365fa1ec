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

/** What stands in front of the box, five of it: [x offset, y, width, height, corner radius, fill]. */
const ITEMS: Partial<Record<PackForm, [number, number, number, number, number, string]>> = {
  blister: [-8, 130, 16, 16, 8, '#fff'],
  capsules: [-6, 127, 12, 22, 6, ''],
  ampoule: [-5, 122, 10, 30, 3, '#eaf2f8'],
};

/** The pack's outline behind its label, and for tablets, capsules and ampoules what is inside, in front. */
function outline(form: PackForm, band: string): [ReactNode, ReactNode?] {
  if (form === 'bottle')
    return [
      <g>
        <rect x="56" y="6" width="48" height="20" rx="3" fill={band} />
        <rect x="62" y="26" width="36" height="12" fill="#e7d3b0" />
        <rect x="30" y="36" width="100" height="118" rx="18" fill="#ead9bb" stroke="#cdb48a" />
      </g>,
    ];
  if (form === 'sachet') return [<path d={`M12 14${' l8 6 l8 -6'.repeat(8)} l8 6 V146${' l-8 6 l-8 -6'.repeat(8)} l-8 6 Z`} fill="#f8fafc" stroke={GREY} />];
  if (form === 'tube')
    return [
      <g>
        <rect x="36" y="8" width="88" height="12" fill={GREY} />
        <path d="M36 20 H124 L108 130 H52 Z" fill="#f8fafc" stroke={GREY} />
        <rect x="64" y="130" width="32" height="24" rx="3" fill={band} />
      </g>,
    ];
  const item = ITEMS[form];
  if (!item) return [<path d="M22 30 L36 18 L150 18 L136 30 Z M136 30 L150 18 L150 136 L136 148 Z" fill="#dfe3e8" />];
  const [dx, y, w, h, r, fill] = item;
  return [
    <path d="M136 16 L150 6 L150 106 L136 116 Z" fill="#d9dde3" />,
    <g>
      <rect x="16" y="122" width="128" height="32" rx="5" fill="#e5e7eb" stroke={GREY} />
      {[30, 55, 80, 105, 130].map((x) => (
        <rect key={x} x={x + dx} y={y} width={w} height={h} rx={r} fill={fill || band} stroke={GREY} />
      ))}
    </g>,
  ];
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
  const [back, front] = outline(form, band);
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
