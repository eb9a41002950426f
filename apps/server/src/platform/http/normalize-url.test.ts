import { describe, expect, it } from 'vitest';
import { normalizeUrl } from './normalize-url.ts';

describe('normalizeUrl', () => {
  it('should resolve plain and percent-encoded dot segments and keep the query when a path has them', () => {
    expect(normalizeUrl('/api/./users')).toBe('/api/users');
    expect(normalizeUrl('/api/%2e/users?x=1')).toBe('/api/users?x=1');
    expect(normalizeUrl('/api/%2E%2e/api/users')).toBe('/api/users');
    expect(normalizeUrl('/api/admin/../users/')).toBe('/api/users/');
    expect(normalizeUrl('/api/users/.')).toBe('/api/users/');
    expect(normalizeUrl('/../../api/users')).toBe('/api/users');
  });

  it('should leave a path without dot segments untouched, dots inside names included', () => {
    for (const url of ['/api/users', '/api/files/report.v2.pdf', '/app/assets/index-abc.js?v=1.2', '/api/a..b']) {
      expect(normalizeUrl(url)).toBe(url);
    }
  });
});
