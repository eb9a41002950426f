import { Box } from '@mantine/core';

/** A preview page for the frame: the HTML as the learner will see it, with a readable base style. */
export function previewDocument(html: string, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>`
    + 'body{font:15px/1.5 system-ui,sans-serif;color:#1a1b1e;margin:8px;overflow-wrap:anywhere}img{max-width:100%;height:auto}'
    + 'table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}pre{white-space:pre-wrap}'
    + `</style></head><body>${html}</body></html>`;
}

export interface RichTextPreviewProps {
  /** The frame's accessible name. */
  title: string;
  html: string;
  lang: string;
  height: number;
}

/**
 * Author HTML (a draft, not yet sanitized by the server) shown in a fully sandboxed frame: no scripts, no forms,
 * no same-origin access. axe cannot run inside such a frame (its run never finishes), so browser tests leave
 * these frames out of their scans and check that each is named.
 */
export function RichTextPreview({ title, html, lang, height }: RichTextPreviewProps) {
  return (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      srcDoc={previewDocument(html, lang)}
      style={{ width: '100%', height, border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)', background: 'white' }}
    />
  );
}
