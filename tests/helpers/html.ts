/**
 * HTML as a browser reads it (parse5 follows the HTML standard's parsing rules), for tests that
 * inspect a page's structure: elements by tag, attributes, classes and text.
 */
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
export type HtmlDocument = DefaultTreeAdapterTypes.Document;
export type HtmlElement = DefaultTreeAdapterTypes.Element;

export function parseHtml(html: string): HtmlDocument {
  return parse(html);
}

function isElement(node: Node): node is HtmlElement {
  return 'tagName' in node;
}

function childrenOf(node: Node): Node[] {
  // A <template>'s children live in its content fragment (React parks streamed markup there).
  if (isElement(node) && node.tagName === 'template' && 'content' in node) {
    return node.content.childNodes;
  }
  return 'childNodes' in node ? node.childNodes : [];
}

/** The elements below `root` in document order: all, those of one tag, or those that match. */
export function elements(
  root: ParentNode,
  match?: string | ((element: HtmlElement) => boolean),
): HtmlElement[] {
  const test =
    typeof match === 'string' ? (element: HtmlElement) => element.tagName === match : match;
  const found: HtmlElement[] = [];
  const visit = (node: Node) => {
    for (const child of childrenOf(node)) {
      if (isElement(child) && (!test || test(child))) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** The first element below `root` that `elements` would list. */
export function first(
  root: ParentNode,
  match: string | ((element: HtmlElement) => boolean),
): HtmlElement | undefined {
  return elements(root, match)[0];
}

/** An attribute's value (names are lower case, as the parser stores them), or undefined. */
export function attr(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

/** Every attribute of an element, by name. */
export function attributes(element: HtmlElement): Record<string, string> {
  return Object.fromEntries(element.attrs.map(({ name, value }) => [name, value]));
}

/** The elements below `root` that have each of these attributes with exactly that value. */
export function withAttributes(root: ParentNode, wanted: Record<string, string>): HtmlElement[] {
  return elements(root, (element) =>
    Object.entries(wanted).every(([name, value]) => attr(element, name) === value),
  );
}

export function hasClass(element: HtmlElement, name: string): boolean {
  return (attr(element, 'class') ?? '').split(/\s+/).includes(name);
}

/** The elements below `root` that have this class. */
export function withClass(root: ParentNode, name: string): HtmlElement[] {
  return elements(root, (element) => hasClass(element, name));
}

/** The text of a node and everything below it, as the DOM's textContent gives it. */
export function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return childrenOf(node).map(textOf).join('');
}

/** The `lang` of the document's <html> element. */
export function htmlLang(document: HtmlDocument): string | undefined {
  const root = first(document, 'html');
  return root && attr(root, 'lang');
}

/**
 * The scripts a page's boot script names (it asks for them once the page has been painted): every
 * hashed script URL in the page's inline scripts.
 */
export function bootScripts(document: HtmlDocument): string[] {
  const named = elements(document, 'script')
    .filter((script) => attr(script, 'src') === undefined)
    .flatMap((script) => [...textOf(script).matchAll(/"(\/assets\/[^"]+\.js)"/g)])
    .map((match) => match[1]!);
  return [...new Set(named)];
}
