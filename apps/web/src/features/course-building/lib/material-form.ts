import type { FormErrors } from '@mantine/form';
import { materialInputSchema, type Material, type MaterialInput, type MaterialKind } from '@app/contracts/courses';
import { formatDuration, parseDuration } from '../../../lib/duration.ts';
import { translateValidation } from '../../../lib/form.ts';

/** Kinds whose content is an uploaded file. */
export const FILE_KINDS: readonly MaterialKind[] = ['video-upload', 'pdf'];
export const takesFile = (kind: MaterialKind) => FILE_KINDS.includes(kind);

/** The material form: as the contract, with the expected time typed as mm:ss. */
export interface MaterialFormValues {
  Name: string;
  Kind: MaterialKind;
  Link: string;
  Body: string;
  Description: string;
  /** mm:ss */
  ExpectedTime: string;
}

export const emptyMaterial = (): MaterialFormValues => ({ Name: '', Kind: 'richtext', Link: '', Body: '', Description: '', ExpectedTime: '' });

export function materialToForm(m: Material): MaterialFormValues {
  return {
    Name: m.Name,
    Kind: m.Kind,
    Link: m.Link ?? '',
    Body: m.Body,
    Description: m.Description,
    ExpectedTime: m.ExpectedSeconds > 0 ? formatDuration(m.ExpectedSeconds) : '',
  };
}

/** What the server gets: only the field of the chosen kind, the time in seconds (empty time: 0). */
export function formToMaterialInput(v: MaterialFormValues): MaterialInput {
  return {
    Name: v.Name.trim(),
    Kind: v.Kind,
    Link: v.Kind === 'video-link' ? v.Link.trim() || null : null,
    Body: v.Kind === 'richtext' ? v.Body : '',
    Description: v.Description.trim(),
    ExpectedSeconds: v.ExpectedTime.trim() === '' ? 0 : (parseDuration(v.ExpectedTime) ?? 0),
  };
}

/**
 * The contract's rules keyed by form field, plus the form's own: a readable mm:ss time, a link for a video link,
 * text for rich text, and a file for an upload kind that has none yet (`hasFile`: stored or chosen).
 */
export function validateMaterialForm(v: MaterialFormValues, hasFile: boolean, messages: { time: string; link: string; body: string; file: string }): FormErrors {
  const errors: FormErrors = {};
  const parsed = materialInputSchema.safeParse(formToMaterialInput(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === 'ExpectedSeconds' ? 'ExpectedTime' : String(issue.path[0]);
      errors[key] ??= translateValidation(issue.message);
    }
  }
  if (v.ExpectedTime.trim() !== '' && parseDuration(v.ExpectedTime) === null) errors.ExpectedTime = messages.time;
  if (v.Kind === 'video-link' && v.Link.trim() === '') errors.Link = messages.link;
  if (v.Kind === 'richtext' && v.Body.replace(/<[^>]*>/g, '').trim() === '' && !/<img\s/i.test(v.Body)) errors.Body = messages.body;
  if (takesFile(v.Kind) && !hasFile) errors.File = messages.file;
  return errors;
}

/**
 * The embeddable address of a YouTube or Vimeo link (the players the app's CSP allows), or null for any other
 * address, which is then only offered as a link.
 */
export function embedUrl(link: string): string | null {
  let u: URL;
  try {
    u = new URL(link);
  } catch {
    return null;
  }
  const host = u.hostname.replace(/^www\./, '').replace(/^m\./, '');
  const yt = /^[\w-]{6,20}$/;
  if (host === 'youtube-nocookie.com' && u.pathname.startsWith('/embed/')) return `https://www.youtube-nocookie.com${u.pathname}`;
  if (host === 'youtube.com') {
    const id = u.pathname === '/watch' ? u.searchParams.get('v') : /^\/(?:embed|shorts|live)\/([\w-]+)/.exec(u.pathname)?.[1];
    return id && yt.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'youtu.be') {
    const id = u.pathname.slice(1);
    return yt.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'player.vimeo.com' && /^\/video\/\d+$/.test(u.pathname)) return `https://player.vimeo.com${u.pathname}`;
  if (host === 'vimeo.com') {
    const id = /^\/(\d+)$/.exec(u.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}
