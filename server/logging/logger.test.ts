import { afterEach, describe, expect, it, vi } from 'vitest';

import { createLogger } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    level: 'info',
    destination: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return { logger, lines };
}

describe('createLogger', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes one JSON line per call: ISO time, level word, message and fields', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T05:00:00.123Z'));
    const { logger, lines } = capture();
    logger.info('request', { status: 200 });
    expect(lines).toEqual([
      { time: '2026-11-24T05:00:00.123Z', level: 'info', message: 'request', status: 200 },
    ]);
  });

  it('gives each line the time it was written, not the time of an earlier line', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { logger, lines } = capture();
    for (const time of [
      '2026-11-24T05:00:00.001Z',
      '2026-11-24T05:00:00.001Z',
      '2026-11-24T06:30:00.002Z',
    ]) {
      vi.setSystemTime(new Date(time));
      logger.warn('tick');
    }
    expect(lines.map((line) => line.time)).toEqual([
      '2026-11-24T05:00:00.001Z',
      '2026-11-24T05:00:00.001Z',
      '2026-11-24T06:30:00.002Z',
    ]);
  });
});
