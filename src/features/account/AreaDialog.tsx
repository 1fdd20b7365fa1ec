import { useState } from 'react';
import { AREA_DIALOG_WIDTH } from '../../model/constants';
import { MSG } from '../../model/messages';
import { setClientArea, errorText } from '../../api';
import { loadUserInfo } from '../../stores/auth';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { AreaSelects, EMPTY_AREA, areaErrors, type AreaErrors, type AreaValue } from './AreaSelects';
import { useFormCss } from './FormField';

/** SPEC §2.11 area selection dialog: width 400, three selects, the three messages on blur and on confirm. */
export function AreaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const css = useCss();
  const form = useFormCss();
  const [value, setValue] = useState<AreaValue>(EMPTY_AREA);
  const [errors, setErrors] = useState<AreaErrors>({});
  const [busy, setBusy] = useState(false);

  const change = (v: AreaValue) => {
    setValue(v);
    // Messages already shown follow the value (a cleared city shows its message again only on blur/confirm).
    setErrors((e) => Object.fromEntries(Object.entries(e).map(([k, m]) => [k, m && areaErrors(v)[k as keyof AreaValue]])));
  };
  const submit = async () => {
    const all = areaErrors(value);
    setErrors(all);
    if (all.province || all.city || all.area) return;
    setBusy(true);
    try {
      await setClientArea(value, { quiet: true });
      await loadUserInfo();
      toast('所在地区已保存', 'success');
      onClose();
    } catch (e) {
      toast(errorText(e, MSG.networkError), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={MSG.areaTitle}
      onClose={onClose}
      width={AREA_DIALOG_WIDTH}
      testId="area-dialog"
      footer={
        <Button variant="primary" onClick={() => void submit()} disabled={busy}>
          {MSG.confirm}
        </Button>
      }
    >
      <div className={`${form} ${css`.row { grid-template-columns: 56px 1fr; margin-bottom: 2px; } select { max-width: none; }`}`}>
        <p className={css`margin: 0 0 12px; font-size: 13px; color: #6b7280;`}>为了准确计算配送与经营范围，请先完善您所在的省、市、区。</p>
        <AreaSelects
          value={value}
          onChange={change}
          errors={errors}
          onBlurField={(f) => setErrors((e) => ({ ...e, [f]: areaErrors(value)[f] }))}
          stacked
        />
      </div>
    </Dialog>
  );
}
