import mjml2html from 'mjml';

/** HTML-escapes a value put into the template. */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain-text body written as is into an mjml layout (staff may type text rather than mjml). */
function wrap(body: string): string {
  if (/^\s*<mjml[\s>]/i.test(body)) return body;
  const paragraphs = body.split(/\n{2,}/).map((p) => `<mj-text font-size="15px" line-height="1.6">${escapeHtml(p).replace(/\n/g, '<br/>').replace(/\{\{(\w+)\}\}/g, '{{$1}}')}</mj-text>`);
  return `<mjml><mj-body background-color="#f4f6fb"><mj-section background-color="#ffffff" padding="24px"><mj-column>${paragraphs.join('')}</mj-column></mj-section></mj-body></mjml>`;
}

/** The footer every marketing mail carries: why they get it, the visible unsubscribe link, and the open pixel. */
const FOOTER = `<mj-section padding="12px 24px"><mj-column><mj-text font-size="12px" color="#667085" align="center">You receive this because you enquired with us or subscribed to our updates. <a href="{{unsubscribeUrl}}" style="color:#667085">Unsubscribe</a></mj-text><mj-raw><img src="{{openUrl}}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px" /></mj-raw></mj-column></mj-section>`;

export type CompiledTemplate = { html: string; text: string };

/**
 * Compiles a campaign's mjml once (responsive HTML) with the unsubscribe footer; per-recipient values are filled by
 * `render` afterwards, so a campaign of 100,000 recipients compiles once, not 100,000 times.
 */
export async function compileTemplate(template: string): Promise<CompiledTemplate> {
  const source = wrap(template).replace(/<\/mj-body>/i, `${FOOTER}</mj-body>`);
  const { html } = await mjml2html(source, { validationLevel: 'soft' });
  // The head (Outlook's settings sit there in conditional comments: '96' pixels per inch) and every comment go first.
  const text = html
    .replace(/<head[\s\S]*?<\/head>/i, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<style[\s\S]*?<\/style>/gi, '')
    .replace(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|tr|h\d)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
  return { html, text };
}

/** Fills {{variables}}: escaped in the HTML, as is in the text. Unknown names are left empty. */
export function render(t: CompiledTemplate, values: Record<string, string>): CompiledTemplate {
  const fill = (s: string, esc: (v: string) => string) => s.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, k: string) => esc(values[k] ?? ''));
  return { html: fill(t.html, escapeHtml), text: fill(t.text, (v) => v) };
}
