/**
 * The numbers printed on a box, in the formats the regulator issues them (generated, not real ones):
 * - drugs: 国药准字 + H (chemical) / Z (Chinese medicine) / S (biological) + 8 digits, either the old form (province
 *   code + 6 digits, H13023964) or the new one (year + 4 digits, H20030808); imported drugs HJ/ZJ/SJ + year + 4;
 * - devices: class III 国械注准 (imported 国械注进), class II 苏械注准 (province), both year + class + category +
 *   serial; class I is filed, not registered: 苏丹械备20150012号; disinfectants are not devices: 鲁卫消证字（2016）第0031号;
 * - decoction pieces and formula granules carry none.
 * Medicare codes follow the shape of the national codes: X (western) / Z (Chinese patent) + class letters and
 * digits, C + digits for consumables, T + digits for decoction pieces.
 */
import type { Line } from './catalogue-data';
import type { Maker } from './catalogue-data';
import type { Rng } from './prng';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const letter = (rng: Rng) => String.fromCharCode(65 + rng.int(0, 25));

/** Device category of the 2017 classification catalogue, by what the thing is. */
function deviceCategory(line: Line): string {
  if (/试纸/.test(line.name)) return '40';
  if (line.sub === '检测器械') return '07';
  if (/雾化|制氧/.test(line.name)) return '08';
  if (/轮椅/.test(line.name)) return '19';
  if (/护腰/.test(line.name)) return '09';
  return '14';
}

export function approvalNumber(rng: Rng, line: Line, maker: Maker): string {
  switch (line.kind) {
    case 'none':
      return '';
    case 'H':
    case 'Z':
    case 'S': {
      if (maker.origin === 'import') return `国药准字${line.kind}J${rng.int(2016, 2023)}${pad(rng.int(1, 9999), 4)}`;
      const digits = rng.chance(0.5) ? `${maker.prov}0${pad(rng.int(0, 99999), 5)}` : `${rng.int(1998, 2023)}${pad(rng.int(0, 9999), 4)}`;
      return `国药准字${line.kind}${digits}`;
    }
    case 'III':
    case 'II': {
      const year = rng.int(2016, 2023);
      const rest = `${year}${line.kind === 'III' ? 3 : 2}${deviceCategory(line)}${pad(rng.int(1, 9999), 4)}`;
      if (maker.origin === 'import') return `国械注进${rest}`;
      return line.kind === 'III' ? `国械注准${rest}` : `${maker.reg ?? '京'}械注准${rest}`;
    }
    case 'I':
      return `${maker.record ?? '京'}械备${rng.int(2015, 2023)}${pad(rng.int(1, 999), 4)}号`;
    case 'disinfect':
      return `${maker.reg ?? '京'}卫消证字（${rng.int(2012, 2022)}）第${pad(rng.int(1, 999), 4)}号`;
  }
}

export function medicareCode(rng: Rng, line: Line): string {
  if (line.drugType === 3 || line.drugType === 4) return `T${pad(rng.int(1, 999999), 9)}`;
  if (line.drugType === 2 || line.drugType === 6) return `C${deviceCategory(line)}${pad(rng.int(0, 9999), 4)}${pad(rng.int(0, 99999999), 8)}`;
  const atc = line.atc || 'A';
  if (line.kind === 'Z') return `Z${atc}${pad(rng.int(1, 99), 2)}${letter(rng)}${letter(rng)}${letter(rng)}${pad(rng.int(0, 999), 3)}${pad(rng.int(0, 9999999999), 10)}`;
  return `X${atc}${pad(rng.int(1, 99), 2)}${letter(rng)}${letter(rng)}${letter(rng)}${pad(rng.int(0, 999), 3)}${letter(rng)}${pad(rng.int(0, 999), 3)}${pad(rng.int(0, 999999999), 9)}`;
}
