import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

/*
 * Fonts embedded in resume PDFs: one full TrueType font per script, chosen per document (font fallback per glyph
 * tripled the render time when it was tried): DejaVu Sans for Latin, Greek and Cyrillic (with ₹), Noto Sans
 * Devanagari (which also holds basic Latin) when the resume has Devanagari text. Both ship in npm packages.
 */

const require = createRequire(import.meta.url);
const dejavu = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
const devanagari = (weight: string) => require.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`);

export const LATIN_FONT = 'ResumeSans';
export const DEVANAGARI_FONT = 'ResumeDevanagari';

let registered = false;
/** Registers the fonts once per process. */
export function registerResumeFonts(): void {
  if (registered) return;
  registered = true;
  Font.register({
    family: LATIN_FONT,
    fonts: [
      { src: dejavu('DejaVuSans.ttf') },
      { src: dejavu('DejaVuSans-Bold.ttf'), fontWeight: 700 },
      { src: dejavu('DejaVuSans-Oblique.ttf'), fontStyle: 'italic' },
    ],
  });
  Font.register({
    family: DEVANAGARI_FONT,
    fonts: [{ src: devanagari('400Regular') }, { src: devanagari('700Bold'), fontWeight: 700 }],
  });
  // Whole words only: hyphenating names, product codes and e-mail addresses helps nobody.
  Font.registerHyphenationCallback((word) => [word]);
}

/** The one family a document uses. */
export function fontFor(text: string): string {
  return /[\u0900-\u097F]/.test(text) ? DEVANAGARI_FONT : LATIN_FONT;
}
