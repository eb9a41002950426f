/** Longest course URL the contract accepts. */
export const MAX_SLUG_LENGTH = 100;

/**
 * A course URL suggested from its title: lower-case ASCII letters and digits in words joined by single dashes
 * ("Basics of ERP: Order-to-Cash (2026)" -> "basics-of-erp-order-to-cash-2026"); accents are dropped, "ß" is
 * "ss", and a long title is cut at a word boundary. '' when nothing usable is left.
 */
export function slugify(title: string): string {
  const ascii = title
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[œŒ]/g, 'oe')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const words = ascii.split(/[^a-z0-9]+/).filter(Boolean);
  let slug = '';
  for (const w of words) {
    const next = slug ? `${slug}-${w}` : w;
    if (next.length > MAX_SLUG_LENGTH) {
      if (!slug) slug = w.slice(0, MAX_SLUG_LENGTH);
      break;
    }
    slug = next;
  }
  return slug;
}

/** Whether the URL still follows the title (so a title change may update it). */
export function followsTitle(url: string, title: string): boolean {
  return url === '' || url === slugify(title);
}
