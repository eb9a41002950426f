import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Group, Input, Popover, TextInput } from '@mantine/core';
import { getUploadImageExtension, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { IconLink } from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import { useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client.ts';
import { notify } from '../lib/notify.ts';
import classes from './rich-text-field.module.css';
import { cleanEditorHtml, cleanPastedHtml } from './rich-text-html.ts';
import { Subscript, Superscript } from './rich-text-marks.ts';

/** The image types every image endpoint of the app takes (the question image upload). */
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export interface RichTextFieldProps {
  /** The HTML; '' when empty. */
  value: string;
  /** Called with the new HTML ('' when the text is emptied). */
  onChange: (html: string) => void;
  /** Visible label; it also names the editable area. */
  label?: ReactNode;
  /** Accessible name when there is no visible label (e.g. option rows). */
  'aria-label'?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Height of the empty editable area, in lines. */
  minRows?: number;
  /** 'full': blocks too (headings, lists, tables, code blocks); 'inline': a short text such as an answer option. */
  controls?: 'full' | 'inline';
  /** Uploads a picked, pasted or dropped image and answers its address; without it there is no image button. */
  onUploadImage?: (file: File) => Promise<string>;
  /** Largest image accepted before uploading (the server refuses bigger ones anyway). */
  maxImageBytes?: number;
  /** Focused when a Mantine modal opens. */
  'data-autofocus'?: boolean;
  className?: string;
}

/** Refused before any upload: the message is already the one to show. */
class ImageRefused extends Error {}

/** An image's text alternative from its file name ("org-structure.png" -> "org structure"): never a nameless image. */
function altFromFileName(name: string): string {
  return name.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').trim() || name;
}

/** "example.com" -> "https://example.com"; e-mail addresses get mailto:; site paths and schemes stay. */
function normalizeHref(raw: string): string {
  const url = raw.trim();
  if (!url || /^(https?:|mailto:)/i.test(url) || url.startsWith('/') || url.startsWith('#')) return url;
  if (/^[^\s/@]+@[^\s/@]+\.[^\s/@]+$/.test(url)) return `mailto:${url}`;
  return `https://${url}`;
}

/**
 * The toolbar as one tab stop (WAI-ARIA toolbar pattern): Tab reaches the last used button, the arrow keys,
 * Home and End move between buttons; Alt+F10 in the text jumps to it (as in other web editors). Mantine renders
 * every control with tabindex 0, so the tab stops are set here, again whenever a control appears or is enabled
 * or disabled.
 */
function useRovingToolbar() {
  const ref = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLElement | null>(null);
  const enabled = () => Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('[data-rich-text-editor-control]') ?? [])
    .filter((b) => !b.disabled && b.getAttribute('aria-hidden') !== 'true');
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const apply = () => {
      const items = enabled();
      const stop = items.find((b) => b === current.current) ?? items[0];
      for (const b of root.querySelectorAll<HTMLElement>('[data-rich-text-editor-control]')) {
        const index = b === stop ? '0' : '-1';
        if (b.getAttribute('tabindex') !== index) b.setAttribute('tabindex', index);
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    const onFocus = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && e.target.matches('[data-rich-text-editor-control]')) {
        current.current = e.target;
        apply();
      }
    };
    root.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocus);
    };
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Keys typed in a control's popover (portaled, but React bubbles through portals) are not for the toolbar.
    const target = e.target as HTMLElement;
    if (!ref.current?.contains(target) || !target.matches('[data-rich-text-editor-control]')) return;
    const items = enabled();
    const at = items.indexOf(target as HTMLButtonElement);
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = (at + 1) % items.length;
    else if (e.key === 'ArrowLeft') next = (at - 1 + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    if (next === null || items.length === 0) return;
    e.preventDefault();
    items[next]!.focus();
  };
  const focus = () => ref.current?.querySelector<HTMLElement>('[data-rich-text-editor-control][tabindex="0"]')?.focus();
  return { ref, onKeyDown, focus };
}

/** Link: a popover with the address (Ctrl/Cmd+K opens it from the text); an empty address removes the link. */
function LinkControl({ editor, opened, setOpened }: { editor: Editor | null; opened: boolean; setOpened: (o: boolean) => void }) {
  const { t } = useTranslation('rich-text');
  const [url, setUrl] = useState('');
  const active = useEditorState({ editor, selector: (s) => (s.editor && !s.editor.isDestroyed ? s.editor.isActive('link') : false) }) ?? false;
  useEffect(() => {
    if (opened) setUrl((editor?.getAttributes('link').href as string | undefined) ?? '');
  }, [opened, editor]);
  const apply = () => {
    setOpened(false);
    if (!editor) return;
    const href = normalizeHref(url);
    const chain = editor.chain().focus();
    if (!href) chain.extendMarkRange('link').unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: url.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    } else chain.extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus withinPortal position="bottom-start" shadow="md">
      <Popover.Target>
        <RichTextEditor.Control aria-label={t('link')} title={t('link')} active={active} onClick={() => setOpened(!opened)}>
          <IconLink className={RichTextEditor.classes.controlIcon} stroke={1.5} aria-hidden />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('linkAddress')}
            description={t('linkHint')}
            type="url"
            size="xs"
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                apply();
              }
            }}
            data-autofocus
            w={260}
          />
          <Button size="xs" variant="default" onClick={apply}>{t('linkApply')}</Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The one rich-text field of the app, for every long text staff write (course, material, assignment, question,
 * option, explanation, learning path), on Mantine's Tiptap integration: headings, bulleted and numbered lists,
 * bold, italic, links, tables, inline code and code blocks, images by upload; what is pasted from Word or Google
 * Docs keeps its structure and loses its styling. The toolbar is labelled and one tab stop. It edits HTML that
 * the server sanitizes with its allow-list when saved (platform/text/rich-text.ts); what it emits stays inside
 * that list. Only staff screens import it, and they are lazy routes: the editor never reaches learners' pages.
 */
export function RichTextField({
  value, onChange, label, 'aria-label': ariaLabel, description, error, required, disabled, placeholder,
  minRows = 4, controls = 'full', onUploadImage, maxImageBytes = 2 * 1024 * 1024, 'data-autofocus': autofocus, className,
}: RichTextFieldProps) {
  const { t } = useTranslation('rich-text');
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const [linkOpened, setLinkOpened] = useState(false);
  const toolbar = useRovingToolbar();

  // The callbacks the editor (created once) calls always reach the latest props.
  const latest = useRef({ onChange, onUploadImage, maxImageBytes, t });
  latest.current = { onChange, onUploadImage, maxImageBytes, t };
  /** The HTML last sent up: a value arriving from outside that differs from it replaces the content. */
  const emitted = useRef(value);
  const [initialValue] = useState(value);
  const withImages = useRef(!!onUploadImage).current;

  const extensions = useMemo(() => [
    StarterKit.configure({
      heading: controls === 'full' ? { levels: [2, 3, 4, 5] } : false,
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      ...(controls === 'inline' ? { bulletList: false, orderedList: false, listItem: false, listKeymap: false, blockquote: false, codeBlock: false, horizontalRule: false } : {}),
    }),
    Subscript,
    Superscript,
    ...(controls === 'full' ? [TableKit.configure({ table: { resizable: false } })] : []),
    withImages
      ? getUploadImageExtension(Image, {
        onImageUpload: async (file: File) => {
          const { onUploadImage: upload, maxImageBytes: max, t: tr } = latest.current;
          if (!IMAGE_ACCEPT.split(',').includes(file.type)) throw new ImageRefused(tr('imageType', { name: file.name }));
          if (file.size > max) throw new ImageRefused(tr('imageTooLarge', { name: file.name, size: `${Math.round(max / 1024 / 1024)} MB` }));
          if (!upload) throw new ImageRefused(tr('imageFailed', { name: file.name, reason: '' }));
          return { src: await upload(file), alt: altFromFileName(file.name) };
        },
        onImageUploadError: (file: File, err: unknown) => {
          const tr = latest.current.t;
          notify(err instanceof ImageRefused ? err.message : tr('imageFailed', { name: file.name, reason: errorMessage(err) }), 'danger');
        },
      })
      : Image,
    ...(placeholder ? [Placeholder.configure({ placeholder })] : []),
  ], []);

  const describedBy = [error ? errorId : null, description ? descriptionId : null].filter(Boolean).join(' ');
  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true', id };
    if (label) attributes['aria-labelledby'] = labelId;
    else if (ariaLabel) attributes['aria-label'] = ariaLabel;
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (error) attributes['aria-invalid'] = 'true';
    if (required) attributes['aria-required'] = 'true';
    if (disabled) attributes['aria-disabled'] = 'true';
    if (autofocus) attributes['data-autofocus'] = 'true';
    return {
      attributes,
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_view: unknown, event: globalThis.KeyboardEvent) => {
        if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
          setLinkOpened(true);
          return true;
        }
        if (event.altKey && event.key === 'F10') {
          toolbar.focus();
          return true;
        }
        return false;
      },
    };
  }, [id, label, labelId, ariaLabel, describedBy, error, required, disabled, autofocus]);

  const editor = useEditor({
    extensions,
    content: initialValue,
    editorProps,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : cleanEditorHtml(e.getHTML());
      if (html === emitted.current) return;
      emitted.current = html;
      latest.current.onChange(html);
    },
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [value, editor]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [disabled, editor]);

  const inTable = useEditorState({ editor, selector: (s) => (s.editor && !s.editor.isDestroyed ? s.editor.isActive('table') : false) }) ?? false;

  const labels = useMemo<Partial<RichTextEditorLabels>>(() => ({
    boldControlLabel: t('bold'),
    italicControlLabel: t('italic'),
    underlineControlLabel: t('underline'),
    strikeControlLabel: t('strike'),
    codeControlLabel: t('code'),
    codeBlockControlLabel: t('codeBlock'),
    subscriptControlLabel: t('subscript'),
    superscriptControlLabel: t('superscript'),
    clearFormattingControlLabel: t('clearFormatting'),
    h2ControlLabel: t('heading2'),
    h3ControlLabel: t('heading3'),
    h4ControlLabel: t('heading4'),
    bulletListControlLabel: t('bulletList'),
    orderedListControlLabel: t('orderedList'),
    blockquoteControlLabel: t('blockquote'),
    unlinkControlLabel: t('unlink'),
    imageUploadControlLabel: t('image'),
    tableInsertControlLabel: t('table'),
    tableInsertLabel: (columns: number, rows: number) => t('tableSize', { columns, rows }),
    tableDeleteControlLabel: t('tableDelete'),
    tableColumnBeforeControlLabel: t('columnBefore'),
    tableColumnAfterControlLabel: t('columnAfter'),
    tableColumnDeleteControlLabel: t('columnDelete'),
    tableRowBeforeControlLabel: t('rowBefore'),
    tableRowAfterControlLabel: t('rowAfter'),
    tableRowDeleteControlLabel: t('rowDelete'),
    tableToggleHeaderRowControlLabel: t('headerRow'),
    undoControlLabel: t('undo'),
    redoControlLabel: t('redo'),
  }), [t]);

  const full = controls === 'full';
  const fieldName = typeof label === 'string' ? label : ariaLabel ?? '';
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      labelElement="div"
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
      className={className}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        className={classes.root}
        mod={{ error: !!error, disabled: !!disabled, inline: !full }}
        style={{ '--rich-text-min-height': `${minRows * 1.55}em` } as CSSProperties}
        mt={label || description ? 5 : undefined}
        mb={error ? 5 : undefined}
      >
        <RichTextEditor.Toolbar
          ref={toolbar.ref}
          role="toolbar"
          aria-label={t('toolbar', { field: fieldName })}
          aria-controls={id}
          onKeyDown={toolbar.onKeyDown}
          className={classes.toolbar}
        >
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            {full ? <RichTextEditor.Strikethrough /> : null}
            <RichTextEditor.Code />
            <RichTextEditor.Subscript />
            <RichTextEditor.Superscript />
            {full ? <RichTextEditor.ClearFormatting /> : null}
          </RichTextEditor.ControlsGroup>
          {full ? (
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
          ) : null}
          {full ? (
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
              <RichTextEditor.CodeBlock />
            </RichTextEditor.ControlsGroup>
          ) : null}
          <RichTextEditor.ControlsGroup>
            <LinkControl editor={editor} opened={linkOpened} setOpened={setLinkOpened} />
            {full ? <RichTextEditor.Unlink /> : null}
            {withImages ? <RichTextEditor.ImageUpload accept={IMAGE_ACCEPT} /> : null}
            {full ? <RichTextEditor.TableInsert maxColumns={6} maxRows={6} /> : null}
          </RichTextEditor.ControlsGroup>
          {full && inTable ? (
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.TableRowAfter />
              <RichTextEditor.TableRowDelete />
              <RichTextEditor.TableColumnAfter />
              <RichTextEditor.TableColumnDelete />
              <RichTextEditor.TableToggleHeaderRow />
              <RichTextEditor.TableDelete />
            </RichTextEditor.ControlsGroup>
          ) : null}
          {full ? (
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          ) : null}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content className={classes.content} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
