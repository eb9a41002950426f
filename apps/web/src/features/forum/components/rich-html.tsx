import { Typography } from '@mantine/core';

/** A post's text: HTML the server sanitized with its allow-list when it was saved, so shown as such. */
export function RichHtml({ html }: { html: string }) {
  return <Typography style={{ overflowWrap: 'anywhere' }} fz="sm" dangerouslySetInnerHTML={{ __html: html }} />;
}
