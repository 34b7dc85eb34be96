import { jsonForScript } from '../../shared/markup-escape';

/**
 * How long the boot waits for the first contentful paint once its script runs. The script runs
 * once the stylesheet has loaded, so the paint is a frame or two away: this only bounds a browser
 * that reports paint timing but never sends the entry.
 */
const PAINT_WAIT_MS = 1000;

/**
 * Calls the boot's `start` once the page has been painted (see bootScript). It is the same on
 * every page, so it is made once rather than per render.
 */
const START_WHEN_PAINTED = [
  'if(document.hidden)start();',
  "else if(window.PerformanceObserver?.supportedEntryTypes?.includes('paint')){",
  'new PerformanceObserver((list,observer)=>{',
  "if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}",
  "}).observe({type:'paint',buffered:true});",
  `setTimeout(()=>start(),${PAINT_WAIT_MS})}`,
  'else requestAnimationFrame(()=>setTimeout(()=>start()))',
].join('');

/**
 * The script body that starts the browser's program once the page has been painted: it names the
 * page's scripts as module preloads, so the browser fetches them all at once rather than one
 * import after another, and imports the entry.
 *
 * The first paint needs the HTML and the stylesheet alone. Scripts named in the head would share
 * a slow link with the stylesheet at high priority and hold the first paint back by as long as
 * their bytes take (about 120 KB gzip, a second on slow 4G). Asked for once the page is painted,
 * they take the link the stylesheet has left, so hydration ends about when it did.
 *
 * "Painted" is the browser's first-contentful-paint entry. A frame callback and a timeout run
 * before the frame is presented: Chromium then asked for the scripts 10 to 40 ms before its
 * first contentful paint, and Lighthouse counted all of them as holding that paint back (its
 * mobile FCP of `/m/download` varied from 0.75 to 1.31 s with that race). Browsers without paint
 * timing keep the frame callback and timeout. A hidden document paints nothing until shown, so
 * it starts at once.
 */
export function bootScript(modules: readonly string[], preloads: readonly string[]): string {
  const start = [
    `for(const href of ${jsonForScript(preloads)}){`,
    `const link=document.createElement('link');link.rel='modulepreload';link.href=href;`,
    'document.head.append(link)}',
    ...modules.map((src) => `import(${jsonForScript(src)});`),
  ].join('');
  return `{let start=()=>{start=()=>{};${start}};${START_WHEN_PAINTED}}`;
}
