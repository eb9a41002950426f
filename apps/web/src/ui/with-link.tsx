import type { ReactNode } from 'react';

/**
 * Renders a translated sentence holding one `<link>…</link>` span, with that span as the given link.
 * (Kept instead of react-i18next's Trans, which leaves polymorphic Mantine anchors empty.)
 */
export function withLink(text: string, renderLink: (label: string) => ReactNode): ReactNode {
  const match = /^([\s\S]*)<link>([\s\S]*)<\/link>([\s\S]*)$/.exec(text);
  if (!match) return text;
  return (
    <>
      {match[1]}
      {renderLink(match[2]!)}
      {match[3]}
    </>
  );
}
