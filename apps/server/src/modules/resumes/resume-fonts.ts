import { Font } from '@react-pdf/renderer';

/** The family every resume PDF uses. */
export const RESUME_FONT = 'Helvetica';

let registered = false;
/** Registers the embedded fonts once per process (none yet: the PDF's standard Helvetica). */
export function registerResumeFonts(): void {
  if (registered) return;
  registered = true;
  Font.registerHyphenationCallback((word) => [word]);
}
