import { atom } from 'nanostores';
import { shared } from '../stores/shared';

export type ToastKind = 'success' | 'warning' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}
export interface ConfirmRequest {
  id: number;
  title: string;
  message: string;
  confirmText: string;
  cancelText?: string;
  resolve: (ok: boolean) => void;
}

export const $toasts = shared('toasts', () => atom<Toast[]>([]));
export const $confirms = shared('confirms', () => atom<ConfirmRequest[]>([]));
let seq = 0;

export function toast(text: string, kind: ToastKind = 'info', ms = 3000): void {
  const id = ++seq;
  $toasts.set([...$toasts.get(), { id, kind, text }]);
  setTimeout(() => $toasts.set($toasts.get().filter((x) => x.id !== id)), ms);
}

/** Ask the user; resolves true on confirm. Only the first open overlay host renders it. */
export function confirmDialog(o: Omit<ConfirmRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    const id = ++seq;
    const done = (ok: boolean) => {
      $confirms.set($confirms.get().filter((c) => c.id !== id));
      resolve(ok);
    };
    $confirms.set([...$confirms.get(), { ...o, id, resolve: done }]);
  });
}

/** Several widgets on one page: only one of them shows toasts and confirms. */
export const $overlayHost = shared('overlayHost', () => atom<number | null>(null));
