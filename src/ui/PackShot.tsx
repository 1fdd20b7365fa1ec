import { useStore } from '@nanostores/react';
import { clip, nameLines, packBand, packLabel, packMark, type PackInfo } from '../model/pack-shot';
import { $publicHeader } from '../stores/public-header';

/** Index of a class id's top-level category in the menu, or -1. */
function useCategoryIndex(classId: number | undefined): number {
  const header = useStore($publicHeader);
  if (classId === undefined || !header) return -1;
  return header.classList.findIndex((top) => top.class_id === classId || top.children.some((c) => c.class_id === classId));
}

/**
 * A medicine box drawn in SVG from the product's own data: coloured band by category, name, spec, maker and the
 * Rx/OTC mark. Drawn in the browser (no request per picture, sharp at any size, works inside a widget's shadow
 * root); one accessible name for the whole picture, the drawn text is hidden from screen readers.
 */
export function PackShot({ info, classId, size }: { info: PackInfo; classId?: number; size: number }) {
  const categoryIndex = useCategoryIndex(classId);
  const full = { ...info, categoryIndex: categoryIndex >= 0 ? categoryIndex : info.categoryIndex };
  const band = packBand(full);
  const mark = packMark(full);
  const lines = nameLines(info.name, 7);
  const nameSize = lines.length > 1 || [...info.name].length > 5 ? 15 : 18;
  const maker = info.manufacturer ? clip(info.manufacturer.replace(/(股份)?有限(责任)?公司.*$/, ''), 12) : '';
  return (
    <svg viewBox="0 0 160 160" width="100%" style={{ maxWidth: size, display: 'block', margin: '0 auto' }} role="img" aria-label={packLabel(info)} data-testid="pack-shot">
      {/* box: top face, side face, front */}
      <path d="M22 30 L36 18 L150 18 L136 30 Z" fill="#eef0f3" />
      <path d="M136 30 L150 18 L150 136 L136 148 Z" fill="#d9dde3" />
      <rect x="10" y="30" width="126" height="118" rx="3" fill="#ffffff" stroke="#c9ced6" />
      <rect x="10" y="30" width="126" height="26" rx="3" fill={band} />
      <rect x="10" y="126" width="126" height="6" fill={band} opacity="0.85" />
      <g aria-hidden="true" fontFamily='"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif'>
        {info.spec && (
          <text x="18" y="47" fill="#ffffff" fontSize="11">
            {clip(info.spec, mark && mark.text.length > 1 ? 13 : 15)}
          </text>
        )}
        {lines.map((line, i) => (
          <text key={i} x="73" y={lines.length > 1 ? 80 + i * 20 : 90} textAnchor="middle" fill="#1f2328" fontSize={nameSize} fontWeight="700">
            {line}
          </text>
        ))}
        {maker && (
          <text x="73" y="121" textAnchor="middle" fill="#4b5563" fontSize="9">
            {maker}
          </text>
        )}
        {mark && (
          <g>
            {mark.shape === 'ellipse' ? (
              <ellipse cx="118" cy="43" rx="14" ry="8" fill={mark.colour} stroke="#ffffff" />
            ) : (
              <rect x={mark.text.length > 1 ? 103 : 108} y="35" width={mark.text.length > 1 ? 28 : 20} height="16" rx="2" fill="#ffffff" />
            )}
            <text
              x="118"
              y="47"
              textAnchor="middle"
              fontSize={mark.text === 'OTC' ? 9 : 11}
              fontWeight="700"
              fill={mark.shape === 'ellipse' ? '#ffffff' : mark.colour}
            >
              {mark.text}
            </text>
          </g>
        )}
      </g>
    </svg>
  );
}
