/**
 * Clean-up of the HTML that goes into and out of the rich-text editor (ui/rich-text-field.tsx). The editor's
 * schema already keeps only the structure it knows (paragraphs, headings, lists, tables, code, links, images);
 * these functions take away what would otherwise slip through or mislead it: office markup on paste, and
 * presentation attributes on the way out. The server sanitizes again with its own allow-list when saving.
 */

/** Attributes kept on pasted elements; everything else (style, class, id, lang, data-*, Office's own) goes. */
const KEPT_ATTRIBUTES: Record<string, readonly string[]> = {
  A: ['href', 'title'],
  IMG: ['src', 'alt', 'width', 'height'],
  TD: ['colspan', 'rowspan'],
  TH: ['colspan', 'rowspan'],
  OL: ['start'],
};

/** Elements dropped with their content: metadata, scripts and Office's hidden parts. */
const DROPPED = 'style, script, noscript, meta, link, title, head, xml, template, object, embed, iframe, svg, math';

/** An image address a learner's browser can load: http(s) or a path on this site (an uploaded image). */
const SAVED_IMAGE = /^(https?:\/\/|\/(?!\/))/i;
/** On paste, inline image data is kept too: the editor uploads it and puts the uploaded address instead. */
const PASTED_IMAGE = /^(https?:\/\/|\/(?!\/)|data:image\/)/i;

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body;
}

function unwrap(el: Element): void {
  el.replaceWith(...Array.from(el.childNodes));
}

function rename(el: Element, tag: string): Element {
  const next = el.ownerDocument.createElement(tag);
  next.append(...Array.from(el.childNodes));
  for (const attr of Array.from(el.attributes)) next.setAttribute(attr.name, attr.value);
  el.replaceWith(next);
  return next;
}

function removeComments(root: Node): void {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const c of comments) c.parentNode?.removeChild(c);
}

/** The style declarations of an element as a lower-case map (Word writes `mso-list: l0 level1 lfo1`). */
function styles(el: Element): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (el.getAttribute('style') ?? '').split(';')) {
    const i = part.indexOf(':');
    if (i > 0) out.set(part.slice(0, i).trim().toLowerCase(), part.slice(i + 1).trim().toLowerCase());
  }
  return out;
}

/** Google Docs and Word say bold, italic, underline and so on with inline styles: turned into the tags. */
function stylesToTags(root: HTMLElement): void {
  for (const el of Array.from(root.querySelectorAll('[style]'))) {
    const s = styles(el);
    const weight = s.get('font-weight') ?? '';
    // Google Docs wraps everything copied in <b style="font-weight:normal" id="docs-internal-guid-…">.
    if ((el.tagName === 'B' || el.tagName === 'STRONG') && (weight === 'normal' || weight === '400')) {
      unwrap(el);
      continue;
    }
    if (el.tagName !== 'SPAN') continue;
    const wraps: string[] = [];
    if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) wraps.push('strong');
    if (s.get('font-style') === 'italic') wraps.push('em');
    const decoration = `${s.get('text-decoration') ?? ''} ${s.get('text-decoration-line') ?? ''}`;
    if (decoration.includes('underline')) wraps.push('u');
    if (decoration.includes('line-through')) wraps.push('s');
    const align = s.get('vertical-align');
    if (align === 'super') wraps.push('sup');
    if (align === 'sub') wraps.push('sub');
    let inner: Element = el;
    for (const tag of wraps) {
      const w = el.ownerDocument.createElement(tag);
      w.append(...Array.from(inner.childNodes));
      inner.append(w);
      inner = w;
    }
  }
}

/**
 * Word writes list items as paragraphs (`<p class=MsoListParagraph style="mso-list:l0 level1 lfo1">`) whose
 * bullet or number is typed text in a span marked `mso-list:Ignore`. Runs of such paragraphs become real
 * lists, nested by their level; numbered when the typed marker is a number or letter.
 */
function wordListsToLists(root: HTMLElement): void {
  const isItem = (el: Element | null): el is HTMLElement => !!el && el.tagName === 'P' && styles(el).has('mso-list');
  const doc = root.ownerDocument;
  for (const first of Array.from(root.querySelectorAll('p'))) {
    if (!first.isConnected || !isItem(first) || isItem(first.previousElementSibling)) continue;
    const run: HTMLElement[] = [];
    for (let el: Element | null = first; isItem(el); el = el.nextElementSibling) run.push(el);
    const stack: { list: HTMLElement; level: number }[] = [];
    let top: HTMLElement | null = null;
    for (const p of run) {
      const level = Number(/level(\d+)/.exec(styles(p).get('mso-list') ?? '')?.[1] ?? 1);
      const marker = Array.from(p.querySelectorAll('span')).find((s) => styles(s).get('mso-list') === 'ignore');
      const ordered = /^\s*[\dA-Za-z]{1,4}[.)]/.test(marker?.textContent ?? '');
      marker?.remove();
      while (stack.length > 0 && stack[stack.length - 1]!.level > level) stack.pop();
      if (stack.length === 0 || stack[stack.length - 1]!.level < level) {
        const list = doc.createElement(ordered ? 'ol' : 'ul');
        const parentItem = stack.length > 0 ? stack[stack.length - 1]!.list.lastElementChild : null;
        if (parentItem) parentItem.append(list);
        else if (top) top.after(list);
        else p.before(list);
        if (stack.length === 0) top = list;
        stack.push({ list, level });
      }
      const li = doc.createElement('li');
      li.append(...Array.from(p.childNodes));
      stack[stack.length - 1]!.list.append(li);
      p.remove();
    }
  }
}

function stripAttributes(root: HTMLElement): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const kept = KEPT_ATTRIBUTES[el.tagName] ?? [];
    for (const attr of Array.from(el.attributes)) if (!kept.includes(attr.name.toLowerCase())) el.removeAttribute(attr.name);
  }
}

const isBlank = (el: Element) => !el.querySelector('img, br, hr') && (el.textContent ?? '').replace(/[\s\u00a0]/g, '') === '';

/**
 * Pasted HTML (Word, Google Docs, web pages) reduced to plain structure before the editor parses it: no
 * comments, styles, classes or Office tags; inline formatting and Word's fake lists turned into real tags;
 * headings fitted into h2–h5 (h1 is the page's own title); images the learner could never load dropped.
 */
export function cleanPastedHtml(html: string): string {
  const root = parse(html);
  removeComments(root);
  for (const el of Array.from(root.querySelectorAll(DROPPED))) el.remove();
  stylesToTags(root);
  wordListsToLists(root);
  // Office namespaced tags (o:p, w:sdt, v:shape …): their text is kept, the tag is not; o:p is only spacing.
  for (const el of Array.from(root.querySelectorAll('*')).reverse()) {
    if (!el.tagName.includes(':')) continue;
    if (el.tagName === 'O:P' && isBlank(el)) el.remove();
    else unwrap(el);
  }
  for (const el of Array.from(root.querySelectorAll('h1'))) rename(el, 'h2');
  for (const el of Array.from(root.querySelectorAll('h6'))) rename(el, 'h5');
  for (const img of Array.from(root.querySelectorAll('img'))) if (!PASTED_IMAGE.test(img.getAttribute('src') ?? '')) img.remove();
  for (const p of Array.from(root.querySelectorAll('p'))) if (isBlank(p)) p.remove();
  stripAttributes(root);
  return root.innerHTML.trim();
}

/**
 * The editor's HTML as saved: without presentation attributes (a table's min-width style, column groups),
 * without images still uploading (a `blob:` address only this browser knows) and without empty paragraphs
 * at the start or the end (the editor keeps one after a table or an image for the cursor).
 */
export function cleanEditorHtml(html: string): string {
  const root = parse(html);
  for (const el of Array.from(root.querySelectorAll('colgroup'))) el.remove();
  for (const el of Array.from(root.querySelectorAll('[style], [class]'))) {
    el.removeAttribute('style');
    el.removeAttribute('class');
  }
  for (const img of Array.from(root.querySelectorAll('img'))) {
    if (img.hasAttribute('data-uploading') || img.hasAttribute('data-upload-error') || !SAVED_IMAGE.test(img.getAttribute('src') ?? '')) img.remove();
  }
  while (root.lastElementChild?.tagName === 'P' && isBlank(root.lastElementChild) && root.childElementCount > 1) root.lastElementChild.remove();
  while (root.firstElementChild?.tagName === 'P' && isBlank(root.firstElementChild) && root.childElementCount > 1) root.firstElementChild.remove();
  return root.innerHTML.trim();
}
