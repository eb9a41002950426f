import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

const now = new Date('2026-03-12T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('timeAgo', () => {
  it('should say minutes under an hour, hours under two days, then days', () => {
    expect(timeAgo(before(5 * 60_000), 'en-US', now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3600_000), 'en-US', now)).toBe('3 hours ago');
    expect(timeAgo(before(47 * 3600_000), 'en-US', now)).toBe('47 hours ago');
    expect(timeAgo(before(5 * 86400_000), 'en-US', now)).toBe('5 days ago');
  });

  it("should speak the user's language", () => {
    expect(timeAgo(before(2 * 3600_000), 'es-ES', now)).toBe('hace 2 horas');
    expect(timeAgo(before(3 * 86400_000), 'de-DE', now)).toBe('vor 3 Tagen');
  });

  it('should read a time in the future as now and an invalid one as nothing', () => {
    expect(timeAgo(new Date(now.getTime() + 60_000).toISOString(), 'en-US', now)).toBe('now');
    expect(timeAgo('not a date', 'en-US', now)).toBe('');
  });
});
