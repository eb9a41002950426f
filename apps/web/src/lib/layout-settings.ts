/** Layout enumerations of spec section 9 and their defaults. */
export const themeColors = ['blue', 'red', 'green', 'purple', 'pink'] as const;
export type ThemeColor = (typeof themeColors)[number];
/** Light or dark variant of a colour theme: a dark theme gives the header and menus a dark surface. */
export const themeTones = ['light', 'dark'] as const;
export type ThemeTone = (typeof themeTones)[number];
/** Default follows the operating system. */
export const colorModes = ['default', 'light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];
export const layoutWidths = ['fluid', 'boxed'] as const;
export type LayoutWidth = (typeof layoutWidths)[number];
export const layoutStyles = ['rounded', 'standard', 'flat'] as const;
export type LayoutStyle = (typeof layoutStyles)[number];
export const menuDirections = ['horizontal', 'vertical'] as const;
export type MenuDirection = (typeof menuDirections)[number];
export const menuStates = ['pinned', 'unpinned'] as const;
export type MenuState = (typeof menuStates)[number];
export const devices = ['desktop', 'tablet', 'mobile'] as const;
export type Device = (typeof devices)[number];

/** Menu breakpoints (spec section 9): below 992 the mobile drawer, between 992 and 1400 the compact menu. */
export const MOBILE_BREAKPOINT = 992;
export const COMPACT_BREAKPOINT = 1400;

export interface LayoutSettings {
  themeColor: ThemeColor;
  themeTone: ThemeTone;
  mode: ColorMode;
  layout: LayoutWidth;
  style: LayoutStyle;
  /** The secondary (right) sidebar with quick links. */
  sidebar: boolean;
}

export interface MenuSettings {
  direction: MenuDirection;
  state: MenuState;
}

export const defaultSettings: LayoutSettings = {
  themeColor: 'blue',
  themeTone: 'light',
  mode: 'default',
  layout: 'fluid',
  style: 'standard',
  sidebar: false,
};

export const defaultMenu: MenuSettings = { direction: 'horizontal', state: 'pinned' };

/** The device class of a viewport width, by the menu breakpoints. */
export function deviceFor(width: number): Device {
  if (width < MOBILE_BREAKPOINT) return 'mobile';
  if (width < COMPACT_BREAKPOINT) return 'tablet';
  return 'desktop';
}
