import { describe, expect, it } from 'vitest';

import { bootScript } from './boot-script';

const ENTRY = '/assets/entry-client-a.js';
const PRELOADS = [ENTRY, '/assets/common-b.js', '/assets/HomePage-c.js'];

/**
 * Runs the script body against a stand-in document, with `import()` recorded rather than done,
 * and frame and timer callbacks held until the test runs them.
 */
function run(script: string, { hidden = false } = {}) {
  const appended: { rel: string; href: string }[] = [];
  const imported: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    hidden,
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => appended.push({ ...link }) },
  };
  new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'load',
    script.replaceAll('import(', 'load('),
  )(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    (src: string) => imported.push(src),
  );
  return { appended, imported, frames, timers };
}

describe('bootScript', () => {
  it('asks for no script before the first frame has been painted', () => {
    const page = run(bootScript([ENTRY], PRELOADS));
    expect(page.appended).toEqual([]);
    expect(page.imported).toEqual([]);
    page.frames.splice(0).forEach((frame) => frame());
    // The frame's callback runs before the frame is painted: still nothing.
    expect(page.appended).toEqual([]);
    expect(page.imported).toEqual([]);
    page.timers.splice(0).forEach((timer) => timer());
    expect(page.appended).toEqual(PRELOADS.map((href) => ({ rel: 'modulepreload', href })));
    expect(page.imported).toEqual([ENTRY]);
  });

  it('starts at once in a hidden document, which paints no frame', () => {
    const page = run(bootScript([ENTRY], PRELOADS), { hidden: true });
    expect(page.frames).toEqual([]);
    expect(page.appended.map((link) => link.href)).toEqual(PRELOADS);
    expect(page.imported).toEqual([ENTRY]);
  });

  it('keeps every URL inside the script element', () => {
    const script = bootScript(['/x</script>.js'], ['/y</script>.js']);
    expect(script).not.toContain('</script>');
  });
});
