import { describe, expect, it } from 'vitest';

import { lastAnswer, rememberedAnswers } from './remembered-answers';

/** An answer that counts how often it is worked out. */
function counted() {
  let calls = 0;
  return { answer: () => (calls += 1), calls: () => calls };
}

describe('rememberedAnswers', () => {
  it('works out a value once, then answers it from memory', () => {
    const remembered = rememberedAnswers<number>();
    const { answer, calls } = counted();
    expect(remembered('zh-CN,zh;q=0.9', answer)).toBe(1);
    expect(remembered('zh-CN,zh;q=0.9', answer)).toBe(1);
    expect(remembered('en-US', answer)).toBe(2);
    expect(calls()).toBe(2);
  });

  it('works out a value longer than longestKey every time', () => {
    const remembered = rememberedAnswers<number>({ longestKey: 8 });
    const { answer, calls } = counted();
    remembered('123456789', answer);
    remembered('123456789', answer);
    remembered('12345678', answer);
    remembered('12345678', answer);
    expect(calls()).toBe(3);
  });

  it('keeps at most max values, dropping the least recently used', () => {
    const remembered = rememberedAnswers<number>({ max: 2 });
    const { answer, calls } = counted();
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) remembered(key, answer);
    // a, b, c and b again (dropped when c came): four answers worked out.
    expect(calls()).toBe(4);
  });
});

describe('lastAnswer (the browser store)', () => {
  it('remembers the last answer alone', () => {
    const remembered = lastAnswer<number>();
    const { answer, calls } = counted();
    for (const key of ['/m', '/m', '/m', '/en', '/m']) remembered(key, answer);
    expect(calls()).toBe(3);
  });
});
