/**
 * Taps that work from the first paint, before the page's own scripts have run.
 *
 * Dialogs: the header's buttons open the server's `<dialog>` by invoker commands
 * (`command="show-modal" commandfor=…`); where the browser lacks them (older WebViews inside chat
 * apps), the early script does what they would. It listens on the window, after React's own
 * listener on the document, and leaves a click React has claimed (defaultPrevented) alone.
 *
 * Download controls carry `data-early-tap`: a tap before hydration would navigate without the
 * ad report, so it is held (marked busy) and clicked again once the page has hydrated.
 */

import { ensureXsrfToken } from '../data/xsrf-token';

/** The attribute of a control whose tap before hydration is held and replayed. */
const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** Spread onto such a control's element. */
export const EARLY_TAP = { [EARLY_TAP_ATTRIBUTE]: '' } as const;
/** Set on such a control while its tap waits for the page's scripts. */
const TAPPED_ATTRIBUTE = 'data-early-tapped';

/** Plain ES2017, run once per page before the first paint: keep it tiny. */
export const EARLY_TAPS_SCRIPT = [
  '(function(){var d=document,r=d.documentElement;',
  "if(!('commandForElement' in HTMLButtonElement.prototype))addEventListener('click',function(e){",
  "var b=e.target.closest&&e.target.closest('button[commandfor]');if(!b||e.defaultPrevented)return;",
  "var t=d.getElementById(b.getAttribute('commandfor')),c=b.getAttribute('command');",
  'if(!t||!t.showModal)return;',
  "if(c==='show-modal'&&!t.open)t.showModal();else if(c==='close'&&t.open)t.close()});",
  "addEventListener('click',function(e){if(r.dataset.hydrated)return;",
  `var a=e.target.closest&&e.target.closest('[${EARLY_TAP_ATTRIBUTE}]');if(!a)return;`,
  'e.preventDefault();e.stopPropagation();',
  `a.setAttribute('aria-busy','true');a.setAttribute('${TAPPED_ATTRIBUTE}','')},true)})();`,
].join('');

/**
 * Clicks each held control again, once the page has hydrated (its handlers are live) and the
 * anti-forgery token its ad report sends is at hand: the page asks for it as it hydrates, and a
 * report sent without it is refused while the download goes ahead.
 */
export function replayEarlyTaps(): void {
  const root = document.documentElement;
  const replay = async () => {
    const held = [...document.querySelectorAll<HTMLElement>(`[${TAPPED_ATTRIBUTE}]`)];
    if (held.length === 0) return;
    // Without a token the report is lost, not the download: go ahead all the same.
    await ensureXsrfToken().catch(() => undefined);
    for (const control of held) {
      control.removeAttribute(TAPPED_ATTRIBUTE);
      control.removeAttribute('aria-busy');
      control.click();
    }
  };
  if (root.dataset.hydrated) {
    void replay();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.dataset.hydrated) return;
    observer.disconnect();
    void replay();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
