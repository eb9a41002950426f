/** Anti-forgery header (DESIGN section 3): `<userId or 0>|<unix ms>|<path and query>` shifted within printable ASCII. */
export const ANTI_FORGERY_HEADER = 'x-anti-forgery';
export const ANTI_FORGERY_MAX_AGE_MS = 5 * 60 * 1000;
const LOW = 32;
const SPAN = 95; // 32..126

function shift(text: string, key: number): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    out += c >= LOW && c < LOW + SPAN ? String.fromCharCode(LOW + ((((c - LOW + key) % SPAN) + SPAN) % SPAN)) : ch;
  }
  return out;
}

export function encodeAntiForgery(userId: number | string, timeMs: number, pathAndQuery: string, key: number): string {
  return shift(`${userId}|${timeMs}|${pathAndQuery}`, key);
}

export function decodeAntiForgery(value: string, key: number): { userId: string; timeMs: number; path: string } | null {
  const plain = shift(value, -key);
  const first = plain.indexOf('|');
  const second = plain.indexOf('|', first + 1);
  if (first < 0 || second < 0) return null;
  const timeMs = Number(plain.slice(first + 1, second));
  if (!Number.isFinite(timeMs)) return null;
  return { userId: plain.slice(0, first), timeMs, path: plain.slice(second + 1) };
}

/**
 * The character the key shifts onto a space. HTTP drops a header value's trailing spaces, so a path ending in this
 * character (with the default key 7: 'x', as in `?term=tax`) arrives signed without it.
 */
export function charShiftedToSpace(key: number): string {
  return String.fromCharCode(LOW + (((-key % SPAN) + SPAN) % SPAN));
}
