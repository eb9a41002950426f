import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { LayoutSettings, ThemeColor } from '../lib/layout-settings.ts';

/** Green with its filled shades darkened so white text on it keeps 4.5:1 contrast. */
const accessibleGreen: MantineColorsTuple = [
  '#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#2f9e44', '#2b7a3b', '#237032',
];

/** Mantine palette behind each colour theme of spec section 9. */
export const paletteFor: Record<ThemeColor, string> = {
  blue: 'blue',
  red: 'red',
  green: 'brandGreen',
  purple: 'violet',
  pink: 'pink',
};

/** Filled shade used for primary buttons and links in both schemes (>= 4.5:1 against white text). */
export const PRIMARY_SHADE = 8 as const;

const radiusFor: Record<LayoutSettings['style'], string> = { rounded: 'lg', standard: 'sm', flat: '0' };

export function buildTheme(settings: Pick<LayoutSettings, 'themeColor' | 'style'>): MantineThemeOverride {
  return createTheme({
    primaryColor: paletteFor[settings.themeColor],
    primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
    colors: { brandGreen: accessibleGreen },
    defaultRadius: radiusFor[settings.style],
    fontFamily: 'Inter, "Segoe UI", Roboto, system-ui, -apple-system, sans-serif',
    headings: { fontFamily: 'Inter, "Segoe UI", Roboto, system-ui, -apple-system, sans-serif', fontWeight: '700' },
    // Menu breakpoints of spec section 9: md = 992px, xl = 1400px.
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '87.5em' },
    focusRing: 'auto',
    cursorType: 'pointer',
    components: {
      // Links inside text must not rely on colour alone (WCAG 1.4.1): always underlined.
      Anchor: { defaultProps: { underline: 'always' } },
      // A badge is a word or two (IN PROGRESS, RICH TEXT): it keeps its width instead of shrinking to "IN PROGRE…"
      // beside other content, and wraps onto a second line only when it alone is wider than its container.
      Badge: { styles: { root: { flexShrink: 0, maxWidth: '100%', height: 'auto', minHeight: 'var(--badge-height)' }, label: { whiteSpace: 'normal', overflow: 'visible' } } },
      // A toast's text under a title is gray-6 by default (3.3:1 on white); the dimmed colour keeps 4.5:1 (live
      // notifications arrive as toasts on any page).
      Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
    },
  });
}

/** The hex of a theme's primary filled shade, for the contrast test. */
export function primaryHex(color: ThemeColor): string {
  const name = paletteFor[color];
  const palette = name === 'brandGreen' ? accessibleGreen : DEFAULT_THEME.colors[name];
  return palette![PRIMARY_SHADE];
}

/**
 * Text of every `light` variant (alerts, badges, light buttons) in the light scheme: Mantine's darkest shade
 * darkened by 30%. Its default falls under 4.5:1 on the tinted background for green (3.8), orange, lime and
 * yellow (2.7); darkened, the worst (yellow) reaches 5.0.
 */
const lightVariantText = Object.fromEntries(
  [...Object.keys(DEFAULT_THEME.colors), 'brandGreen'].map((c) => [
    `--mantine-color-${c}-light-color`,
    `color-mix(in srgb, var(--mantine-color-${c}-9), black 30%)`,
  ]),
);

/** Mantine's defaults with the text colours that fall under 4.5:1 on white darkened. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...lightVariantText,
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-primary-color-light-color': 'var(--mantine-primary-color-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-primary-color-light-color': 'var(--mantine-primary-color-2)',
  },
});
