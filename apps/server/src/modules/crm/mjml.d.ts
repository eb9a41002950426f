/** mjml 5 ships no types: the one call the campaigns make (async compile to responsive HTML). */
declare module 'mjml' {
  type MjmlError = { line: number; message: string; tagName: string; formattedMessage: string };
  // eslint-disable-next-line no-restricted-syntax -- mjml's own module shape (a default export)
  export default function mjml2html(input: string, options?: { validationLevel?: 'strict' | 'soft' | 'skip' }): Promise<{ html: string; errors: MjmlError[] }>;
}
