import { TOAST_DURATION_MS } from '../../styles/ui-constants';
import { nextZIndex } from '../z-index';
import { addToast, removeToast, type ToastItem, type ToastType } from './toast-queue';

/**
 * The message service: `toast.success(text)`, `toast.error(text)`, `toast.info(text)`. Each
 * toast closes TOAST_DURATION_MS after it was last shown (a repeat restarts the clock), or at
 * once on Escape (see ToastHost). Browser only: the server has no toasts to render.
 */
type Listener = () => void;

let toasts: ToastItem[] = [];
let lastId = 0;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<Listener>();

function publish(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function close(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  publish(removeToast(toasts, id));
}

function show(type: ToastType, text: string): number {
  const { list, toast } = addToast(toasts, { type, text }, () => ({
    id: ++lastId,
    zIndex: nextZIndex(),
  }));
  clearTimeout(timers.get(toast.id));
  timers.set(
    toast.id,
    setTimeout(() => close(toast.id), TOAST_DURATION_MS),
  );
  publish(list);
  return toast.id;
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  close,
  closeAll(): void {
    for (const item of toasts) close(item.id);
  },
  list: (): readonly ToastItem[] => toasts,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
