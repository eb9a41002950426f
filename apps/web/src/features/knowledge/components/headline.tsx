import { Text } from '@mantine/core';

/** A search headline: plain text whose matches the server wrapped in `<mark>`; rendered as text, never as HTML. */
export function Headline({ text }: { text: string }) {
  const parts = text.split(/<mark>|<\/mark>/);
  return (
    <Text size="xs" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
      {parts.map((p, i) => (i % 2 === 1 ? <mark key={i}>{p}</mark> : <span key={i}>{p}</span>))}
    </Text>
  );
}
