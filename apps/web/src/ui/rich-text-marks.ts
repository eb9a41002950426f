import { Mark } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    subscript: { toggleSubscript: () => ReturnType };
    superscript: { toggleSuperscript: () => ReturnType };
  }
}

/**
 * Subscript and superscript (H₂O, x²), which the server's allow-list keeps. Tiptap's own extensions for them
 * are not published for the Tiptap version the table extension needs, and each is only this much.
 */
function scriptMark(name: 'subscript' | 'superscript', tag: 'sub' | 'sup', shortcut: string) {
  const other = name === 'subscript' ? 'superscript' : 'subscript';
  return Mark.create({
    name,
    excludes: other,
    parseHTML: () => [{ tag }, { style: 'vertical-align', getAttrs: (value) => (value === (tag === 'sup' ? 'super' : 'sub') ? null : false) }],
    renderHTML: () => [tag, 0],
    addCommands() {
      const toggle = () => ({ commands }: { commands: { toggleMark: (n: string) => boolean } }) => commands.toggleMark(name);
      return name === 'subscript' ? { toggleSubscript: toggle } : { toggleSuperscript: toggle };
    },
    addKeyboardShortcuts() {
      return { [shortcut]: () => this.editor.commands.toggleMark(name) };
    },
  });
}

export const Subscript = scriptMark('subscript', 'sub', 'Mod-,');
export const Superscript = scriptMark('superscript', 'sup', 'Mod-.');
