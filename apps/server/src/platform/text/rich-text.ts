import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for rich text anywhere (courses, materials, assignments, questions, explanations):
 * formatting, headings, lists, tables, code, links and images over http(s) or site paths. Scripts, styles,
 * event handlers and other schemes are dropped.
 */
const richText: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'ul', 'ol', 'li', 'code', 'pre', 'blockquote',
    'span', 'h2', 'h3', 'h4', 'h5', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'a', 'hr',
  ],
  // rel and target are listed so the transform below can set them; an author's own values are replaced by it.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  disallowedTagsMode: 'discard',
};

/** HTML made safe to render. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richText).trim();
}

/**
 * Ends of blocks and line breaks: the rich-text editor writes blocks without whitespace between them
 * (`<p>One</p><p>Two</p>`), so each gets a space before the markup goes, or the words would run together.
 */
const BLOCK_BREAK = /<\/(p|h[1-6]|li|td|th|tr|blockquote|pre|div|dt|dd|caption)\s*>|<(br|hr)\b[^>]*>/gi;

/** The text of some HTML without markup, whitespace collapsed (search, list rows, CSV reports). */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(BLOCK_BREAK, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
