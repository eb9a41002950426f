import { describe, expect, it } from 'vitest';
import { cleanEditorHtml, cleanPastedHtml } from './rich-text-html.ts';

/** What Word puts on the clipboard for a bold run, an italic word, a two-item bulleted list and an empty line. */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0cm; font-family:"Calibri"} --></style></head>
<body lang=EN-US style='tab-interval:36.0pt'><!--StartFragment-->
<h1 style='mso-outline-level:1'><span lang=EN-US>Goods receipt</span></h1>
<p class=MsoNormal style='margin:0cm;line-height:normal'><b><span lang=EN-US style='font-size:12.0pt;color:#C00000'>Post</span></b><span lang=EN-US> the <i>stock</i> with <a href="https://help.sap.com/mm" class=MsoHyperlink style='color:blue'>MIGO</a>.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span><![endif]><span lang=EN-US>Finance<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New";mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp; </span></span><![endif]>General ledger<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp; </span></span><![endif]><span lang=EN-US>Sales<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse'><tr><td width=301 valign=top style='width:225.4pt'><p class=MsoNormal>Plant<o:p></o:p></p></td></tr></table>
<p class=MsoNormal><img width=20 height=20 src="file:///C:/Users/me/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png"><v:shape id="_x0000_i1025" style='width:15pt'><v:imagedata src="x.png" o:title=""/></v:shape>Figure</p>
<!--EndFragment--></body></html>`;

/** Google Docs: everything in a <b style="font-weight:normal" id="docs-internal-guid-…">, formatting as span styles. */
const GOOGLE_DOCS = '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c"><p dir="ltr" style="line-height:1.38;margin-top:0pt"><span style="font-size:11pt;font-family:Arial;color:#000000;font-weight:700;vertical-align:baseline;">Order</span><span style="font-size:11pt;font-style:italic;">to cash</span><span style="font-weight:400"> flow</span><span style="vertical-align:super">2</span></p><ol style="margin-top:0"><li dir="ltr" style="list-style-type:decimal" aria-level="1"><p dir="ltr" role="presentation"><span>Quote</span></p></li></ol></b>';

describe('cleanPastedHtml', () => {
  it('should reduce Word HTML to plain structure: no styles, classes, comments or Office tags', () => {
    const html = cleanPastedHtml(WORD);
    expect(html).not.toMatch(/style=|class=|lang=|mso-|<o:p|<v:|<!--|<meta|<span style|MsoNormal|font-family/i);
    const doc = new DOMParser().parseFromString(html, 'text/html').body;
    // Word's Heading 1 becomes the content's top heading level (h1 is the page title).
    expect(doc.querySelector('h2')?.textContent).toBe('Goods receipt');
    expect(doc.querySelector('b')?.textContent).toBe('Post');
    expect(doc.querySelector('i')?.textContent).toBe('stock');
    expect(doc.querySelector('a')?.outerHTML).toBe('<a href="https://help.sap.com/mm">MIGO</a>');
    // The fake list paragraphs become a real, nested list without the typed bullets.
    const list = doc.querySelector('body > ul')!;
    expect(Array.from(list.children).map((li) => li.firstChild?.textContent)).toEqual(['Finance', 'Sales']);
    expect(list.querySelector('li > ul > li')?.textContent).toBe('General ledger');
    expect(list.textContent).not.toMatch(/·|\u00a0/);
    // The empty line is gone; the table keeps its cell; an image only Word's machine could load is dropped.
    expect(doc.querySelector('td')?.outerHTML).toBe('<td><p>Plant</p></td>');
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.textContent).toContain('Figure');
    expect(Array.from(doc.querySelectorAll('p')).every((p) => p.textContent!.trim() !== '')).toBe(true);
  });

  it('should keep Google Docs formatting written as styles and drop its bold wrapper', () => {
    const html = cleanPastedHtml(GOOGLE_DOCS);
    expect(html).toBe('<p><span><strong>Order</strong></span><span><em>to cash</em></span><span> flow</span><span><sup>2</sup></span></p><ol><li><p><span>Quote</span></p></li></ol>');
  });

  it('should keep links, site and web images, table spans; drop scripts and handlers', () => {
    const html = cleanPastedHtml('<p onclick="x()">a<script>alert(1)</script></p><img src="/api/questions/images/2026/11/a" alt="A" onerror="x()"><img src="javascript:alert(1)"><table><tr><td colspan="2" style="color:red">b</td></tr></table>');
    expect(html).toBe('<p>a</p><img src="/api/questions/images/2026/11/a" alt="A"><table><tbody><tr><td colspan="2">b</td></tr></tbody></table>');
  });
});

describe('cleanEditorHtml', () => {
  it('should drop the editor table styles, column groups, unfinished uploads and empty paragraphs around the text', () => {
    const html = cleanEditorHtml(
      '<p></p><h2>Plan</h2><table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>A</p></th></tr></tbody></table>'
      + '<img src="blob:http://x/1" data-uploading=""><img src="/api/questions/images/2026/11/b" alt="b"><pre><code class="language-js">x</code></pre><p></p>',
    );
    expect(html).toBe('<h2>Plan</h2><table><tbody><tr><th colspan="1" rowspan="1"><p>A</p></th></tr></tbody></table><img src="/api/questions/images/2026/11/b" alt="b"><pre><code>x</code></pre>');
  });
});
