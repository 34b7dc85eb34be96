import { jsonForScript } from '../../shared/markup-escape';
import { PAGE_READ_PARAMS } from '../../shared/routing/page-read-params';

/**
 * Paths of this origin that are no page: the API, the build's assets and manifest, and files
 * other than HTML (images, QR codes). A link there gets no visitor query.
 */
const NOT_A_PAGE = /^\/(?:api|assets|_build)(?:\/|$)|\.(?!html?$)[^./]+$/i;

/**
 * The part of the early script that keeps the visitor's campaign query on every navigation made
 * before the page's own scripts have run: the server's markup names no visitor query (one page
 * for every visitor), and the scripts that add it arrive seconds after the first paint on a slow
 * phone. It applies the retain-query rule of merge-query.ts (the query but for what pages read
 * themselves, the target's own parameters winning), with the parameters that stay behind taken
 * from the route manifest, so the two cannot disagree.
 *
 * - A link of this origin gets the carried query in its href as it is pressed, focused or
 *   clicked: what the browser follows then, in this tab, a new one (`target=_blank`, a middle
 *   click, the context menu) or by the keyboard. Once the page has hydrated its links already
 *   carry the same query, and the rewrite finds nothing missing.
 * - A GET form of this origin gets the carried query as hidden fields, once no handler has taken
 *   the submission over (the hydrated search navigates inside the app itself).
 *
 * Plain ES2017, the same text on every page (cached pages allow it by its hash).
 */
export const EARLY_CAMPAIGN_SCRIPT = [
  '{',
  `const stay=${jsonForScript(PAGE_READ_PARAMS)};`,
  `const notPage=${NOT_A_PAGE.toString()};`,
  // The carried query, or null when there is none to carry.
  'const carried=()=>{const q=new URLSearchParams(location.search);',
  'for(const name of stay)q.delete(name);return q.toString()?q:null};',
  'const page=(url)=>url.origin===location.origin&&!notPage.test(url.pathname);',
  'const carry=(event)=>{',
  'const link=event.target instanceof Element&&event.target.closest("a[href]");',
  'if(!(link instanceof HTMLAnchorElement)||link.hasAttribute("download")||!page(link))return;',
  'const q=carried();if(!q)return;',
  'const own=new URLSearchParams(link.search);',
  'if([...q.keys()].every((name)=>own.has(name)))return;',
  'for(const name of new Set(own.keys())){q.delete(name);for(const value of own.getAll(name))q.append(name,value)}',
  'link.search=q.toString()};',
  'for(const type of ["pointerdown","focusin","click"])document.addEventListener(type,carry,true);',
  'addEventListener("submit",(event)=>{',
  'const form=event.target;',
  'if(event.defaultPrevented||!(form instanceof HTMLFormElement))return;',
  // Attributes, not the form's properties, which a field named `method` or `action` would hide.
  'if((form.getAttribute("method")||"get").toLowerCase()!=="get")return;',
  'if(!page(new URL(form.getAttribute("action")||"",location.href)))return;',
  'const q=carried();if(!q)return;',
  'const own=new Set(Array.from(form.elements,(field)=>field.name));',
  'for(const [name,value] of q)if(!own.has(name)){',
  'const field=document.createElement("input");field.type="hidden";field.name=name;field.value=value;',
  'form.append(field)}});',
  '}',
].join('');
