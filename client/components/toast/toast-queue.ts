/**
 * The list of open toasts, as pure functions (with grouping, a repeated
 * identical message increments a repeat counter badge instead of opening a second toast).
 */
export type ToastType = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  type: ToastType;
  text: string;
  /** How many times this message was shown while open; the badge appears from 2. */
  repeat: number;
  zIndex: number;
}

export interface ToastInput {
  type: ToastType;
  text: string;
}

/** Identical means same type and same text: an error and a success with one text stay apart. */
export function findSameToast(
  list: readonly ToastItem[],
  input: ToastInput,
): ToastItem | undefined {
  return list.find((item) => item.type === input.type && item.text === input.text);
}

/**
 * Adds a message: a repeat of an open one bumps its counter (and keeps its place), anything
 * else is appended with a new id and layer from `fresh` (only called then, so a repeat takes
 * no layer). Returns the new list and the affected toast.
 */
export function addToast(
  list: readonly ToastItem[],
  input: ToastInput,
  fresh: () => { id: number; zIndex: number },
): { list: ToastItem[]; toast: ToastItem } {
  const same = findSameToast(list, input);
  if (same) {
    const toast = { ...same, repeat: same.repeat + 1 };
    return { list: list.map((item) => (item.id === same.id ? toast : item)), toast };
  }
  const toast: ToastItem = { ...input, ...fresh(), repeat: 1 };
  return { list: [...list, toast], toast };
}

export function removeToast(list: readonly ToastItem[], id: number): ToastItem[] {
  return list.filter((item) => item.id !== id);
}
