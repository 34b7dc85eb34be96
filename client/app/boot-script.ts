import { jsonForScript } from '../../shared/markup-escape';

/**
 * The script body that starts the browser's program once the page has been painted: it names the
 * page's scripts as module preloads, so the browser fetches them all at once rather than one
 * import after another, and imports the entry.
 *
 * The first paint needs the HTML and the stylesheet alone. Scripts named in the head would share
 * a slow link with the stylesheet at high priority and hold the first paint back by as long as
 * their bytes take (about 120 KB gzip, a second on slow 4G). Asked for after the first frame, they
 * take the link the stylesheet has left, so hydration ends about when it did, the page having
 * been painted well before. `requestAnimationFrame` waits for a frame the stylesheet no longer
 * blocks, and the timeout lets that frame be painted. A hidden document paints no frame (nor
 * runs the callback until shown), so one starts at once.
 */
export function bootScript(modules: readonly string[], preloads: readonly string[]): string {
  const start = [
    `for(const href of ${jsonForScript(preloads)}){`,
    `const link=document.createElement('link');link.rel='modulepreload';link.href=href;`,
    'document.head.append(link)}',
    ...modules.map((src) => `import(${jsonForScript(src)});`),
  ].join('');
  return `{const start=()=>{${start}};document.hidden?start():requestAnimationFrame(()=>setTimeout(start))}`;
}
