import sanitizeHtml from 'sanitize-html';

/** The characters sanitize-html escapes in the text it keeps, back to themselves (`&amp;` last, so nothing decodes twice). */
const ESCAPED: [RegExp, string][] = [[/&lt;/g, '<'], [/&gt;/g, '>'], [/&quot;/g, '"'], [/&#39;/g, "'"], [/&amp;/g, '&']];

/**
 * A support message as stored: plain text with its line breaks, markup removed (a pasted `<img onerror>` or
 * `<script>` leaves nothing behind, so no later reader that renders HTML, such as a mail or the mobile app, can
 * run it), control characters dropped, runs of blank lines shortened. '' when nothing is left.
 */
export function cleanMessage(input: string): string {
  const stripped = sanitizeHtml(input.replace(/\r\n?/g, '\n'), { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  let text = stripped;
  for (const [pattern, ch] of ESCAPED) text = text.replace(pattern, ch);
  return text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The first line of a message, shortened, for a notification or a list. */
export function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
