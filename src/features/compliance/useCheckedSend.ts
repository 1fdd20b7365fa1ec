import { useState } from 'react';
import { errorText } from '../../api';
import type { FormProblems } from '../../model/compliance-forms';
import { COMPLIANCE_UI as U } from '../../model/compliance-texts';
import { chinaDay } from '../../model/date-range';
import { toast } from '../../ui/overlay-store';

/**
 * A compliance form's send: checked first by the same rules as the server (problems shown by field, nothing sent),
 * then sent once at a time; success says `okText` and calls `done`, a refusal shows the server's words.
 */
export function useCheckedSend<I, K extends string>(opts: {
  input: () => I;
  problemsOf: (input: I, today: string) => FormProblems<K>;
  send: (input: I) => Promise<unknown>;
  okText: string;
  done: () => void;
}) {
  const [problems, setProblems] = useState<FormProblems<K>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const input = opts.input();
    const p = opts.problemsOf(input, chinaDay(new Date()));
    setProblems(p);
    if (Object.keys(p).length) return;
    setBusy(true);
    try {
      await opts.send(input);
      toast(opts.okText, 'success');
      opts.done();
    } catch (e) {
      toast(errorText(e, U.loadFailed), 'error');
    } finally {
      setBusy(false);
    }
  };
  return { problems, busy, submit };
}
