import { describe, expect, it } from 'vitest';

import { addToast, removeToast, type ToastItem } from './toast-queue';

function freshIds(start = 1) {
  let id = start - 1;
  return () => ({ id: ++id, zIndex: 2000 + id });
}

describe('toast grouping', () => {
  it('bumps the repeat counter of an identical open message instead of stacking it', () => {
    const fresh = freshIds();
    let list: ToastItem[] = [];
    list = addToast(list, { type: 'error', text: '验证码发送失败' }, fresh).list;
    list = addToast(list, { type: 'error', text: '验证码发送失败' }, fresh).list;
    const third = addToast(list, { type: 'error', text: '验证码发送失败' }, fresh);
    expect(third.list).toHaveLength(1);
    expect(third.toast).toMatchObject({ id: 1, repeat: 3, zIndex: 2001 });
  });

  it('keeps different texts, and the same text of another type, apart', () => {
    const fresh = freshIds();
    let list: ToastItem[] = [];
    list = addToast(list, { type: 'error', text: 'a' }, fresh).list;
    list = addToast(list, { type: 'success', text: 'a' }, fresh).list;
    list = addToast(list, { type: 'error', text: 'b' }, fresh).list;
    expect(list.map((item) => [item.id, item.type, item.text, item.repeat])).toEqual([
      [1, 'error', 'a', 1],
      [2, 'success', 'a', 1],
      [3, 'error', 'b', 1],
    ]);
  });

  it('starts a new group once the old toast has closed', () => {
    const fresh = freshIds();
    const first = addToast([], { type: 'info', text: 'x' }, fresh);
    const after = addToast(
      removeToast(first.list, first.toast.id),
      { type: 'info', text: 'x' },
      fresh,
    );
    expect(after.toast).toMatchObject({ id: 2, repeat: 1 });
  });
});
