import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../lib/i18n.ts';
import { renderWithProviders } from '../test/render.tsx';
import { RichTextField, type RichTextFieldProps } from './rich-text-field.tsx';

// jsdom has no layout: ProseMirror and the popovers ask a Range for its boxes when scrolling the caret into view.
Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

/** A parent that owns the value like a form does, and records what the field hands up. */
function Harness({ initial = '', onChange, ...props }: Partial<RichTextFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextField label="Question text" description="Shown to the learner" {...props} value={value} onChange={(html) => { setValue(html); onChange?.(html); }} />
      <button type="button" onClick={() => setValue('<p>From the server</p>')}>Load</button>
    </>
  );
}

function renderField(props: Partial<RichTextFieldProps> & { initial?: string } = {}) {
  const onChange = vi.fn<(html: string) => void>();
  renderWithProviders(<Suspense fallback={null}><Harness onChange={onChange} {...props} /></Suspense>);
  return onChange;
}

/** Pastes like a browser does: a paste event carrying text/html and text/plain. */
function paste(target: HTMLElement, html: string, text = '') {
  const data = { 'text/html': html, 'text/plain': text };
  fireEvent.paste(target, { clipboardData: { types: Object.keys(data), files: [], items: [], getData: (type: string) => data[type as keyof typeof data] ?? '' } });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('RichTextField', () => {
  it('should label the editable area by the field label, describe it, and name every toolbar button', async () => {
    renderField({ required: true, error: 'Required' });
    const box = await screen.findByRole('textbox', { name: 'Question text' }, { timeout: 5000 });
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required Shown to the learner');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Question text' });
    const names = within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold', 'Italic', 'Underline', 'Strikethrough', 'Inline code', 'Subscript', 'Superscript', 'Clear formatting',
      'Heading 2', 'Heading 3', 'Heading 4', 'Bulleted list', 'Numbered list', 'Quote', 'Code block',
      'Link', 'Remove link', 'Insert table', 'Undo', 'Redo',
    ]);
    // One tab stop for the whole toolbar; the arrow keys move along it.
    const stops = within(toolbar).getAllByRole('button').filter((b) => b.tabIndex === 0);
    expect(stops.map((b) => b.getAttribute('aria-label'))).toEqual(['Bold']);
    stops[0]!.focus();
    fireEvent.keyDown(stops[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toHaveAttribute('aria-label', 'Italic');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toHaveAttribute('aria-label', 'Insert table');
  });

  it('should show the image button only when an upload function is given', async () => {
    renderField();
    await screen.findByRole('textbox', { name: 'Question text' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Upload image' })).toBeNull();
  });

  it('should offer the image button with an upload function and put the uploaded address in the HTML', async () => {
    const upload = vi.fn(async () => '/api/questions/images/2026/11/0b6c1f1e-0000-4000-8000-000000000000');
    const onChange = renderField({ onUploadImage: upload });
    const button = await screen.findByRole('button', { name: 'Upload image' }, { timeout: 5000 });
    const input = button.parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'org-structure.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<img src="/api/questions/images/2026/11/0b6c1f1e-0000-4000-8000-000000000000" alt="org structure">'));
    expect(upload).toHaveBeenCalledOnce();
  });

  it('should turn typed text bold with the toolbar and hand up HTML', async () => {
    const onChange = renderField();
    const box = await screen.findByRole('textbox', { name: 'Question text' }, { timeout: 5000 });
    paste(box, '', 'Goods receipt');
    expect(onChange).toHaveBeenLastCalledWith('<p>Goods receipt</p>');
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Goods receipt</strong></p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(onChange).toHaveBeenLastCalledWith('<h2><strong>Goods receipt</strong></h2>');
  });

  it('should make a list and a table with the toolbar', async () => {
    // jsdom lays nothing out, so the table grid's focus trap finds no visible button and says so.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('[@mantine/hooks/use-focus-trap]')) warn(...args);
    });
    const onChange = renderField();
    const box = await screen.findByRole('textbox', { name: 'Question text' }, { timeout: 5000 });
    paste(box, '', 'Finance');
    await userEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(onChange).toHaveBeenLastCalledWith('<ol><li><p>Finance</p></li></ol>');
    await userEvent.click(screen.getByRole('button', { name: 'Insert table' }));
    // Floating UI finds the button it hangs from at 0 × 0 (jsdom lays nothing out) and hides the open grid as
    // "detached" once its position is computed: a race with this query, lost on a busy machine. Hidden or not, the
    // grid is open and its buttons are real, so look among hidden ones too.
    await userEvent.click(await screen.findByRole('button', { name: 'Insert a table of 2 × 1 (columns × rows)', hidden: true }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain('<table><tbody><tr><th><p></p></th><th><p></p></th></tr></tbody></table>'));
    // Inside a table, its own controls appear.
    expect(screen.getByRole('button', { name: 'Add row after' })).toBeInTheDocument();
  });

  it('should clean what is pasted from Word down to the allowed structure', async () => {
    const onChange = renderField();
    const box = await screen.findByRole('textbox', { name: 'Question text' }, { timeout: 5000 });
    paste(box, '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body><!--StartFragment-->'
      + '<p class=MsoNormal style="margin:0cm"><b><span lang=EN-US style="font-size:12pt;color:red">Post</span></b><span style="font-family:Calibri"> the <i>stock</i>.<o:p></o:p></span></p>'
      + '<p class=MsoListParagraph style="mso-list:l0 level1 lfo1"><![if !supportLists]><span style="mso-list:Ignore">1.<span>&nbsp; </span></span><![endif]>First<o:p></o:p></p>'
      + '<p class=MsoNormal><o:p>&nbsp;</o:p></p><!--EndFragment--></body></html>', 'Post the stock.');
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Post</strong> the <em>stock</em>.</p><ol><li><p>First</p></li></ol>');
  });

  it('should hand up an empty string when the text is emptied, and show a value set from outside', async () => {
    const onChange = renderField({ initial: '<p>Old</p>' });
    const box = await screen.findByRole('textbox', { name: 'Question text' }, { timeout: 5000 });
    expect(box.innerHTML).toBe('<p>Old</p>');
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(box.innerHTML).toBe('<p>From the server</p>');
  });

  it('should keep only inline formatting for a short text such as an answer option', async () => {
    renderWithProviders(<Suspense fallback={null}><RichTextField aria-label="Option 1" controls="inline" value="" onChange={() => undefined} onUploadImage={async () => '/x.png'} /></Suspense>);
    const box = await screen.findByRole('textbox', { name: 'Option 1' }, { timeout: 5000 });
    expect(box).not.toHaveAttribute('aria-invalid');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Option 1' });
    expect(within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Bold', 'Italic', 'Underline', 'Inline code', 'Subscript', 'Superscript', 'Link', 'Upload image',
    ]);
  });

  it('should speak German with the formal register', async () => {
    await act(() => i18n.changeLanguage('de'));
    renderField();
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatierung: Question text' }, { timeout: 5000 });
    expect(within(toolbar).getByRole('button', { name: 'Fett' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Aufzählung' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Tabelle einfügen' })).toBeInTheDocument();
  });
});
