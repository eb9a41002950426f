import { describe, expect, it } from 'vitest';
import { themeColors } from '../lib/layout-settings.ts';
import { primaryHex } from './theme.ts';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('theme', () => {
  it.each(themeColors)('should give white text on the %s primary shade at least 4.5:1 contrast', (color) => {
    const ratio = (1.05) / (luminance(primaryHex(color)) + 0.05);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
