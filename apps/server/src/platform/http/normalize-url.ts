/** Something to normalise: a dot segment, written plainly or percent-encoded. */
const DOT_SEGMENT = /\/(?:\.|%2e)/i;

/**
 * The request path with its dot segments resolved (RFC 3986 section 5.2.4), `%2e` counting as a dot, so that
 * `/api/./users`, `/api/%2e/users` and `/api/x/../users` reach the same route as `/api/users` and get the same
 * answer, access check included. Duplicate slashes and `;` parameters are handled by the router's own options.
 * The query string is left as it is; a path without dot segments is returned untouched (the common case costs
 * one regular-expression test).
 */
export function normalizeUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!DOT_SEGMENT.test(path)) return url;
  const out: string[] = [];
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    const seg = segments[i]!.toLowerCase().replaceAll('%2e', '.');
    const last = i === segments.length - 1;
    if (seg === '.') {
      if (last) out.push('');
    } else if (seg === '..') {
      out.pop();
      if (last) out.push('');
    } else {
      out.push(segments[i]!);
    }
  }
  return `/${out.join('/')}${q === -1 ? '' : url.slice(q)}`;
}
