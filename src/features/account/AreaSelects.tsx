import { useEffect, useId, useState } from 'react';
import type { AreaOption } from '../../contract/register';
import { MSG } from '../../model/messages';
import { getArea } from '../../api';
import { Field } from './FormField';

export interface AreaValue {
  province: number;
  city: number;
  area: number;
}
export const EMPTY_AREA: AreaValue = { province: 0, city: 0, area: 0 };
export type AreaErrors = Partial<Record<keyof AreaValue, string | null>>;

const MESSAGES: Record<keyof AreaValue, string> = {
  province: MSG.provinceRequired,
  city: MSG.cityRequired,
  area: MSG.areaRequired,
};

/** The three area messages (SPEC §5): one per empty select. */
export function areaErrors(v: AreaValue): AreaErrors {
  return {
    province: v.province ? null : MESSAGES.province,
    city: v.city ? null : MESSAGES.city,
    area: v.area ? null : MESSAGES.area,
  };
}

/** SPEC §4: choosing a province clears city and area; choosing a city clears area. */
export function chooseArea(v: AreaValue, level: keyof AreaValue, id: number): AreaValue {
  if (level === 'province') return { province: id, city: 0, area: 0 };
  if (level === 'city') return { ...v, city: id, area: 0 };
  return { ...v, area: id };
}

// Lists never change while the page lives: each parent is fetched once.
const cache = new Map<number, Promise<AreaOption[]>>();
function children(parent: number): Promise<AreaOption[]> {
  let hit = cache.get(parent);
  if (!hit) {
    hit = getArea(parent || undefined).catch(() => {
      cache.delete(parent); // silent by spec; a later open tries again
      return [];
    });
    cache.set(parent, hit);
  }
  return hit;
}

function useChildren(parent: number, enabled: boolean): AreaOption[] {
  const [list, setList] = useState<AreaOption[]>([]);
  useEffect(() => {
    if (!enabled) return setList([]);
    let live = true;
    void children(parent).then((l) => live && setList(l));
    return () => {
      live = false;
    };
  }, [parent, enabled]);
  return list;
}

/**
 * Province, city and district selects, loaded lazily by parent; city disabled until province, area until city.
 * `stacked`: one row per select, each with its own message (the dialog); otherwise one row (the register form).
 */
export function AreaSelects({
  value,
  onChange,
  errors = {},
  onBlurField,
  label = '所在地区',
  stacked = false,
}: {
  value: AreaValue;
  onChange: (v: AreaValue) => void;
  errors?: AreaErrors;
  onBlurField?: (field: keyof AreaValue) => void;
  label?: string;
  stacked?: boolean;
}) {
  const id = useId();
  const provinces = useChildren(0, true);
  const cities = useChildren(value.province, value.province > 0);
  const areas = useChildren(value.city, value.city > 0);
  const levels: [keyof AreaValue, string, AreaOption[], boolean][] = [
    ['province', '省份', provinces, false],
    ['city', '城市', cities, !value.province],
    ['area', '区县', areas, !value.city],
  ];
  const select = ([level, name, options, disabled]: (typeof levels)[number]) => (
    <select
      key={level}
      id={`${id}-${level}`}
      name={level}
      aria-label={name}
      value={value[level] || ''}
      disabled={disabled}
      aria-invalid={errors[level] ? true : undefined}
      onChange={(e) => onChange(chooseArea(value, level, Number(e.target.value) || 0))}
      onBlur={() => onBlurField?.(level)}
    >
      <option value="">请选择{name}</option>
      {options.map((o) => (
        <option key={o.area_id} value={o.area_id}>
          {o.area_name}
        </option>
      ))}
    </select>
  );
  if (stacked) {
    return (
      <>
        {levels.map((l) => (
          <Field key={l[0]} label={l[1]} required error={errors[l[0]]} htmlFor={`${id}-${l[0]}`}>
            {select(l)}
          </Field>
        ))}
      </>
    );
  }
  const error = [errors.province, errors.city, errors.area].filter(Boolean).join('；') || null;
  return (
    <Field label={label} required error={error} htmlFor={`${id}-province`}>
      <div className="line">{levels.map(select)}</div>
    </Field>
  );
}
