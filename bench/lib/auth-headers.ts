import { encodeAntiForgery } from '@app/contracts/anti-forgery';

/** The server's ANTI_FORGERY_KEY as the bench servers run it (config default 7; ANTI_FORGERY_KEY overrides both). */
export const ANTI_FORGERY_KEY = Number(process.env.ANTI_FORGERY_KEY ?? 7);

/** What a signed-in web app sends on every API call: the bearer token and the anti-forgery header for this path. */
export function authHeaders(userId: number, token: string, path: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'x-anti-forgery': encodeAntiForgery(userId, Date.now(), path, ANTI_FORGERY_KEY) };
}
