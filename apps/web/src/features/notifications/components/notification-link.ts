/** Where opening a notification leads: a path of the web app (router link) or an https address (a new tab). */
export function linkTarget(link: string | null): { internal: string } | { external: string } | null {
  if (!link) return null;
  if (/^\/(?!\/)/.test(link)) return { internal: link };
  if (/^https:\/\//i.test(link)) return { external: link };
  return null;
}
