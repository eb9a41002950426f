import { describe, expect, it } from 'vitest';
import { isWebAddress } from './validation.ts';

describe('isWebAddress', () => {
  it('should take http(s) addresses and paths of this site', () => {
    for (const ok of ['https://cdn.example.com/a.png', 'http://example.com', '/api/questions/images/2026/11/x.png', '/']) expect(isWebAddress(ok), ok).toBe(true);
  });

  it('should refuse addresses a browser reads as another site, and other schemes', () => {
    for (const bad of ['//evil.example/x.png', '/\\evil.example/x.png', '/\\/evil', 'https:///evil', 'https://\\evil', 'javascript:alert(1)', 'data:image/png;base64,AA', 'evil.example/x', '/a b', ' /x\\y']) {
      expect(isWebAddress(bad), bad).toBe(false);
    }
  });
});
