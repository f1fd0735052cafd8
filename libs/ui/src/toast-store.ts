import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  text: string;
}

/** The product's own toasts close after 3000 ms. */
export const TOAST_AUTO_CLOSE_MS = 3000;

/** A third toast replaces the oldest: a taller stack starts covering the page. */
export const MAX_TOASTS = 2;

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastMessage[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function show(kind: ToastKind, text: string): number {
  const id = nextId++;
  publish([...toasts, { id, kind, text }].slice(-MAX_TOASTS));
  return id;
}

/** Raise a toast from anywhere (shell or remote); the shell's <Toaster/> shows it. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  dismiss(id: number): void {
    publish(toasts.filter((item) => item.id !== id));
  },
  clearAll(): void {
    publish([]);
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
