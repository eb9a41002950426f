import type { ContentEntry, ContentType, CourseContent } from '@app/contracts/courses';

/** The content part of a player address: `{lessonId}-{material|test|assignment}`. */
export const CONTENT_URL = /^\d{1,10}-(material|test|assignment)$/;
export const isContentUrl = (value: string | undefined): value is string => !!value && CONTENT_URL.test(value);

export function parseContentUrl(contentUrl: string): { lessonId: number; type: ContentType } {
  const [id, type] = contentUrl.split('-');
  return { lessonId: Number(id), type: type as ContentType };
}

/** Every item of the course in the order a learner goes through them. */
export function flattenEntries(content: Pick<CourseContent, 'Lessons'>): ContentEntry[] {
  return [...content.Lessons].sort((a, b) => a.Position - b.Position).flatMap((l) => l.Contents);
}

export const isLocked = (entry: Pick<ContentEntry, 'LockStatus'>) => entry.LockStatus === 'lock-on';

/** The item before and after the open one (locked ones included: the player shows them disabled). */
export function neighbours(content: Pick<CourseContent, 'Lessons'>, contentUrl: string) {
  const all = flattenEntries(content);
  const index = all.findIndex((e) => e.Url === contentUrl);
  return {
    index,
    total: all.length,
    previous: index > 0 ? all[index - 1]! : null,
    next: index >= 0 && index < all.length - 1 ? all[index + 1]! : null,
  };
}

/** Where the player opens when the address names no (known) item: the next step, else the first open item. */
export function startUrl(content: Pick<CourseContent, 'Lessons' | 'NextUrl'>): string | null {
  if (content.NextUrl) return content.NextUrl;
  const all = flattenEntries(content);
  return all.find((e) => !isLocked(e))?.Url ?? all[0]?.Url ?? null;
}

/**
 * An API address the server returned (`/api/...`) as the browser must request it when the app talks to an API
 * elsewhere (VITE_API_BASE); other addresses are left as they are.
 */
export function apiAddress(url: string, apiBase: string): string {
  return url.startsWith('/api/') ? `${apiBase}${url.slice(4)}` : url;
}

/** A path returned by the server (`/api/...`) relative to the API base, for the API client. */
export const apiPath = (url: string) => (url.startsWith('/api/') ? url.slice(4) : url);

export type VideoEmbed = { provider: 'youtube' | 'vimeo'; src: string };

/**
 * The privacy-enhanced player of a YouTube or Vimeo address (youtube-nocookie.com, Vimeo with dnt=1), starting at
 * `startSeconds`; null for any other address (the CSP only allows those two players in frames).
 */
export function videoEmbed(link: string, startSeconds = 0): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const start = Math.max(0, Math.floor(startSeconds));
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') youtube = url.searchParams.get('v');
    else youtube = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname)?.[1] ?? null;
  }
  if (youtube && /^[\w-]{6,20}$/.test(youtube)) {
    return { provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtube}?rel=0${start ? `&start=${start}` : ''}` };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /^\/(?:video\/)?(\d{5,12})(?:\/([\da-f]{6,20}))?/.exec(url.pathname);
    if (id) {
      const hash = id[2] ?? url.searchParams.get('h');
      return { provider: 'vimeo', src: `https://player.vimeo.com/video/${id[1]}?dnt=1${hash ? `&h=${hash}` : ''}${start ? `#t=${start}s` : ''}` };
    }
  }
  return null;
}

/** A client id for a submission, so that a repeat is harmless; also where crypto.randomUUID is missing (plain http). */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Bytes as "1.2 MB". */
export function formatBytes(bytes: number, locale?: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let v = bytes;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: u === 0 ? 0 : 1 }).format(v)} ${units[u]}`;
}
