import { Typography } from '@mantine/core';

/** Course descriptions: HTML sanitized by the server with an allow-list when saved, so shown as such. */
export function RichText({ html }: { html: string }) {
  return <Typography style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
