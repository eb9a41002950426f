/** The text of some (already sanitized) HTML, without markup, whitespace collapsed. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  // DOMParser never runs scripts or loads images of the parsed document.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
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
