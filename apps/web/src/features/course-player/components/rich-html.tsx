import { Typography } from '@mantine/core';

/**
 * Rich text the server sanitized with its allow-list when it was saved (materials, assignment descriptions,
 * mentor feedback is plain text), shown as such.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return <Typography className={className} style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
