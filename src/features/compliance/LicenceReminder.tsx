import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { getComplianceStatus } from '../../api/compliance';
import { COMPLIANCE_UI as U } from '../../model/compliance-texts';
import { chinaDay } from '../../model/date-range';
import { LOCAL_KEYS, persistence } from '../../stores/persistence';
import { $session } from '../../stores/session';
import { $viewerKey } from '../../stores/viewer';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';

const dismissKey = (clientId: number) => `${LOCAL_KEYS.licenceReminder}:${clientId}`;

/**
 * The header notice of licences that reached a reminder step (90 / 30 / 7 days left) or expired: the soonest one
 * named, a link to the licences page, and a close that hides it for the rest of the (China) day.
 */
export function LicenceReminder() {
  const css = useCss();
  const { client_id: clientId } = useStore($session);
  const viewer = useStore($viewerKey);
  const today = chinaDay(new Date());
  const [, closed] = useState(0);
  const { state } = useRemote(() => (clientId ? getComplianceStatus(undefined, { silent: true }) : Promise.resolve(null)), `${viewer}|${clientId ?? ''}`);
  const status = state.status === 'ready' ? state.data : null;
  if (!clientId || !status || status.reminders.length === 0) return null;
  if (persistence().local.get(dismissKey(clientId)) === today) return null;
  const [first, ...more] = status.reminders;
  const cls = css`
    background: ${first!.days_left <= 7 ? '#fff1f0' : t.warnSoft}; border-bottom: 1px solid ${first!.days_left <= 7 ? '#ffccc7' : '#ffe58f'};
    color: ${first!.days_left <= 7 ? t.danger : t.warn}; font-size: 13px;
    > div { max-width: 1200px; margin: 0 auto; padding: 8px 16px; display: flex; gap: 12px; align-items: center; }
    p { margin: 0; flex: 1; }
    a { color: ${t.primary}; font-weight: 600; }
    button { border: none; background: none; color: ${t.muted}; cursor: pointer; font: inherit; }
  `;
  const close = () => {
    persistence().local.set(dismissKey(clientId), today);
    closed((n) => n + 1);
  };
  return (
    <section className={cls} aria-label="证照到期提醒" data-testid="licence-reminder" data-step={first!.step}>
      <div>
        <p role="status">
          {U.reminder(first!.name, first!.days_left)}
          {more.length > 0 && `（${U.reminderMore(more.length + 1)}）`}
        </p>
        <Link href="/personal/licences">{U.reminderGo}</Link>
        <button type="button" onClick={close}>
          {U.reminderClose}
        </button>
      </div>
    </section>
  );
}
