/** A preview page for a sandboxed frame: the HTML as the learner will see it, with a readable base style. */
export function previewDocument(html: string, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>`
    + 'body{font:15px/1.5 system-ui,sans-serif;color:#1a1b1e;margin:8px;overflow-wrap:anywhere}img{max-width:100%;height:auto}'
    + 'table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}pre{white-space:pre-wrap}'
    + `</style></head><body>${html}</body></html>`;
}
