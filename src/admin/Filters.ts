import { useCss } from '../ui/styled';
import { t } from '../ui/theme';

/** The class of a back-office list's filter form: fields in a row that wraps, labels above. */
export function useFilterFormClass(): string {
  const css = useCss();
  return css`
    display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin-bottom: 16px; background: ${t.surface};
    border: 1px solid ${t.border}; border-radius: 8px; padding: 12px 16px;
    .field { display: grid; gap: 4px; }
    input, select { height: 32px; padding: 0 8px; border: 1px solid ${t.border}; border-radius: 4px; font: inherit; }
    input[type='text'] { width: 150px; }
  `;
}
