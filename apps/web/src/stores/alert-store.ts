import { createStore, useStore } from '../lib/create-store';

/** One alert of the global alert modal (spec 000 §2 Layout). */
export type Alert = {
  id: number;
  title: string;
  /** HTML from our own texts or the server; sanitized when rendered. */
  subtitle?: string;
  /** Spec default: 확인. */
  confirmLabel: string;
  onConfirm?: () => void;
};

export type AlertInput = Omit<Alert, 'id' | 'confirmLabel'> & { confirmLabel?: string };

const alertStore = createStore<readonly Alert[]>([]);
let nextId = 1;
/**
 * What had focus when the first alert of a queue was shown. Taken here, synchronously, because
 * by the time the modal renders the app shell has already made the page inert and focus has
 * fallen to <body>.
 */
let returnFocus: HTMLElement | null = null;

/**
 * Queue an alert. Alerts are shown one at a time; an alert identical to one already waiting is
 * dropped, so e.g. three queries failing offline at once produce one alert, not three.
 */
export function showAlert(input: AlertInput): number {
  const existing = alertStore
    .get()
    .find((a) => a.title === input.title && a.subtitle === input.subtitle);
  if (existing) return existing.id;
  if (alertStore.get().length === 0 && typeof document !== 'undefined') {
    const active = document.activeElement;
    returnFocus = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  const alert: Alert = { confirmLabel: '확인', ...input, id: nextId++ };
  alertStore.set((queue) => [...queue, alert]);
  return alert.id;
}

/** Close the alert on screen (or the given one) and run its confirm callback. */
export function confirmAlert(id?: number): void {
  const queue = alertStore.get();
  const target = id === undefined ? queue[0] : queue.find((a) => a.id === id);
  if (!target) return;
  alertStore.set(queue.filter((a) => a !== target));
  target.onConfirm?.();
}

/** Where focus goes back once the last alert is closed (read once: it is then forgotten). */
export function takeReturnFocus(): HTMLElement | null {
  const target = returnFocus;
  returnFocus = null;
  return target;
}

export function getAlerts(): readonly Alert[] {
  return alertStore.get();
}

/** Test helper and logout helper: drop every pending alert without running callbacks. */
export function clearAlerts(): void {
  alertStore.set([]);
}

export function useCurrentAlert(): Alert | undefined {
  return useStore(alertStore, (queue) => queue[0]);
}
