import { describe, expect, it } from 'vitest';

import { bootScript } from './boot-script';

const ENTRY = '/assets/entry-client-a.js';
const PRELOADS = [ENTRY, '/assets/common-b.js', '/assets/HomePage-c.js'];
const STARTED = {
  appended: PRELOADS.map((href) => ({ rel: 'modulepreload', href })),
  imported: [ENTRY],
};

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/**
 * Runs the script body against a stand-in page, with `import()` recorded rather than done, and
 * frame, timer and paint-observer callbacks held until the test runs them. `paintTiming`: whether
 * the browser reports paint entries to a PerformanceObserver.
 */
function run(script: string, { hidden = false, paintTiming = true } = {}) {
  const appended: { rel: string; href: string }[] = [];
  const imported: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number | undefined }[] = [];
  const observers: { callback: PaintCallback; options: unknown; disconnected: boolean }[] = [];
  const document = {
    hidden,
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => appended.push({ ...link }) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['navigation', 'paint'] : ['navigation'];
    private readonly record;
    constructor(callback: PaintCallback) {
      this.record = { callback, options: undefined as unknown, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
  }
  new Function(
    'window',
    'document',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    'load',
    script.replaceAll('import(', 'load('),
  )(
    { PerformanceObserver },
    document,
    PerformanceObserver,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms?: number) => timers.push({ callback, ms }),
    (src: string) => imported.push(src),
  );
  /** The browser reports paint entries of these names to every observer. */
  const paint = (...names: string[]) => {
    for (const observer of observers.filter((o) => !o.disconnected)) {
      observer.callback(
        { getEntriesByName: (name) => names.filter((entry) => entry === name) },
        { disconnect: () => (observer.disconnected = true) },
      );
    }
  };
  const started = () => ({ appended, imported });
  return { started, frames, timers, observers, paint };
}

describe('bootScript', () => {
  it('asks for no script until the first contentful paint, then for all at once', () => {
    const page = run(bootScript([ENTRY], PRELOADS));
    expect(page.observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    // A frame's callback, or a timeout after it, runs before the frame is presented.
    page.frames.splice(0).forEach((frame) => frame());
    page.paint('first-paint');
    expect(page.started()).toEqual({ appended: [], imported: [] });

    page.paint('first-paint', 'first-contentful-paint');
    expect(page.started()).toEqual(STARTED);
    expect(page.observers.map((o) => o.disconnected)).toEqual([true]);
  });

  it('starts once, even when its fallback timer fires after the paint', () => {
    const page = run(bootScript([ENTRY], PRELOADS));
    page.paint('first-contentful-paint');
    page.timers.splice(0).forEach((timer) => timer.callback());
    expect(page.started()).toEqual(STARTED);
  });

  it('starts after a second when the paint entry never comes', () => {
    const page = run(bootScript([ENTRY], PRELOADS));
    expect(page.timers.map((timer) => timer.ms)).toEqual([1000]);
    page.timers.splice(0).forEach((timer) => timer.callback());
    expect(page.started()).toEqual(STARTED);
  });

  it('waits for the frame after the first without paint timing', () => {
    const page = run(bootScript([ENTRY], PRELOADS), { paintTiming: false });
    expect(page.observers).toEqual([]);
    page.frames.splice(0).forEach((frame) => frame());
    expect(page.started()).toEqual({ appended: [], imported: [] });
    page.timers.splice(0).forEach((timer) => timer.callback());
    expect(page.started()).toEqual(STARTED);
  });

  it('starts at once in a hidden document, which paints no frame', () => {
    const page = run(bootScript([ENTRY], PRELOADS), { hidden: true });
    expect(page.frames).toEqual([]);
    expect(page.observers).toEqual([]);
    expect(page.started()).toEqual(STARTED);
  });

  it('keeps every URL inside the script element', () => {
    const script = bootScript(['/x</script>.js'], ['/y</script>.js']);
    expect(script).not.toContain('</script>');
  });
});
