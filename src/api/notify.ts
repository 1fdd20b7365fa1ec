export type MessageKind = 'success' | 'warning' | 'error' | 'info';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
}

/** How the HTTP client talks to the user; the UI layer registers a real one with setNotifier. */
export interface Notifier {
  /** Short error toast. */
  error(msg: string): void;
  /** Toast of the given kind (default 'info'). */
  message(msg: string, kind?: MessageKind): void;
  /** Notification-style error (corner card). */
  notify(msg: string): void;
  /** Resolves true when the user confirms. */
  confirm(o: ConfirmOptions): Promise<boolean>;
}

/** Used until the UI registers one: logs and never confirms (no dialog in tests or headless hosts). */
export const consoleNotifier: Notifier = {
  error: (msg) => console.error(`[yaocai] ${msg}`),
  message: (msg, kind = 'info') => (kind === 'error' ? console.error : console.info)(`[yaocai] ${msg}`),
  notify: (msg) => console.error(`[yaocai] ${msg}`),
  confirm: async (o) => {
    console.warn(`[yaocai] ${o.title}: ${o.message}`);
    return false;
  },
};

const KEY = '__yaocai_notifier_v1__';
type Slot = { current: Notifier };

function slot(): Slot {
  const g = globalThis as typeof globalThis & Record<string, Slot | undefined>;
  return (g[KEY] ??= { current: consoleNotifier });
}

export function setNotifier(n: Notifier): void {
  slot().current = n;
}

export function getNotifier(): Notifier {
  return slot().current;
}
