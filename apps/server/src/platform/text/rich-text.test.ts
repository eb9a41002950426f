import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from './rich-text.ts';

/**
 * What the web's rich-text editor (apps/web/src/ui/rich-text-field.tsx, Tiptap) saves, after its own clean-up
 * (ui/rich-text-html.ts): every structure its toolbar makes, as it serialises them.
 */
const EDITOR_HTML = [
  '<h2>Goods receipt</h2><h3>Steps</h3><h4>Detail</h4><h5>Pasted heading</h5>',
  '<p><strong>Bold</strong> <em>italic</em> <u>underlined</u> <s>struck</s> <code>MIGO</code> H<sub>2</sub>O x<sup>2</sup> line<br>break</p>',
  '<ul><li><p>Finance</p><ul><li><p>General ledger</p></li></ul></li></ul><ol><li><p>One</p></li></ol>',
  '<blockquote><p>Quoted</p></blockquote><pre><code>MIGO 101\n  if (a &lt; b) post();</code></pre><hr>',
  '<table><tbody><tr><th colspan="1" rowspan="1"><p>Plant</p></th><th colspan="2" rowspan="1"><p>Company code</p></th></tr>',
  '<tr><td colspan="1" rowspan="1"><p>1000</p></td><td colspan="2" rowspan="1"><p>Hamburg</p></td></tr></tbody></table>',
  '<img src="/api/questions/images/2026/11/0b6c1f1e-0000-4000-8000-000000000000" alt="org structure">',
  '<img src="https://cdn.example.com/a.png" alt="Chart">',
].join('');

describe('sanitizeRichText', () => {
  it('should keep every structure the rich-text editor makes: headings, marks, lists, quotes, code, tables, images', () => {
    const out = sanitizeRichText(EDITOR_HTML);
    // Same markup; sanitize-html writes void elements as <br />, <hr />, <img ... />.
    expect(out.replace(/ \/>/g, '>')).toBe(EDITOR_HTML);
  });

  it('should keep links from the editor and open them in a new tab without access to the opener', () => {
    const editorLink = '<p>See <a target="_blank" rel="noopener noreferrer nofollow" href="https://help.sap.com/mm">the help</a> or <a href="mailto:desk@example.com">write</a>.</p>';
    expect(sanitizeRichText(editorLink)).toBe(
      '<p>See <a target="_blank" rel="noopener noreferrer" href="https://help.sap.com/mm">the help</a> or '
      + '<a href="mailto:desk@example.com" rel="noopener noreferrer" target="_blank">write</a>.</p>',
    );
    // An author's own target or rel does not survive.
    expect(sanitizeRichText('<a href="https://x.example" target="_self" rel="opener">x</a>')).toBe('<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('should still drop scripts, handlers, styles, classes and other schemes', () => {
    const out = sanitizeRichText('<p style="color:red" class="MsoNormal" onclick="x()">a<script>alert(1)</script></p><img src="javascript:alert(1)" onerror="x()"><img src="data:image/png;base64,AAAA"><a href="javascript:x()">b</a><h1>c</h1><iframe src="https://e.example"></iframe>');
    expect(out).toBe('<p>a</p><img /><img /><a rel="noopener noreferrer" target="_blank">b</a>c');
  });
});

describe('plainText', () => {
  it('should keep words of adjacent blocks, items, cells and lines apart', () => {
    expect(plainText(EDITOR_HTML)).toBe(
      'Goods receipt Steps Detail Pasted heading Bold italic underlined struck MIGO H2O x2 line break Finance General ledger One '
      + 'Quoted MIGO 101 if (a < b) post(); Plant Company code 1000 Hamburg',
    );
    expect(plainText('<p>Pick <b>one</b></p>')).toBe('Pick one');
  });
});
