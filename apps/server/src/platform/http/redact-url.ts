/** Links whose last segment is a credential: invitation, email confirmation, password reset. */
const TOKEN_PATH = /^(\/app\/(?:accept-invite|verify-email|reset-password)\/)[^/?#]+/i;
/** A one-segment SSO hand-over address, /app/<token> (43 base64url characters). */
const SSO_PATH = /^\/app\/[A-Za-z0-9_-]{43}(?=$|[?#])/;
/** A token in the query string. */
const TOKEN_QUERY = /([?&](?:token|t)=)[^&#]*/gi;

/**
 * The address as written to the access log: mailed links carry single-use credentials (an invitation sets a staff
 * account's password), and whoever reads the logs must not be able to use them.
 */
export function redactUrl(url: string): string {
  if (!url.startsWith('/app/') && !url.includes('token=')) return url;
  return url.replace(TOKEN_PATH, '$1[redacted]').replace(SSO_PATH, '/app/[redacted]').replace(TOKEN_QUERY, '$1[redacted]');
}
