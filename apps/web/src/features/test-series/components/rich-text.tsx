import { Typography } from '@mantine/core';

/**
 * Question and explanation text: HTML sanitized by the server with an allow-list when it was saved
 * (questions.service), so it is shown as such.
 */
export function RichText({ html, id, size }: { html: string; id?: string; size?: 'sm' | 'md' }) {
  return (
    <Typography id={id} fz={size === 'sm' ? 'sm' : undefined} style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** Option text is usually one short line: rendered inline without the paragraph spacing. */
export function InlineRichText({ html }: { html: string }) {
  const inline = html.trim().replace(/^<p>([\s\S]*)<\/p>$/, '$1');
  return <span style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: inline }} />;
}
