/** The text of some (already sanitized) HTML, without markup, whitespace collapsed. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  // DOMParser never runs scripts or loads images of the parsed document.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A preview page for the sandboxed frame: the HTML as the learner will see it, with a readable base style. */
export function previewDocument(html: string, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>`
    + 'body{font:15px/1.5 system-ui,sans-serif;color:#1a1b1e;margin:8px;overflow-wrap:anywhere}img{max-width:100%;height:auto}'
    + 'table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}pre{white-space:pre-wrap}'
    + `</style></head><body>${html}</body></html>`;
}

/** A 0..1 share as a percentage with one decimal, '–' when missing. */
export function formatShare(value: number | null, locale: string): string {
  if (value === null) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

/** A number with up to two decimals, '–' when missing. */
export function formatFigure(value: number | null, locale: string, digits = 2): string {
  if (value === null) return '–';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}
