import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './duration.ts';

describe('parseDuration (mm:ss)', () => {
  it('should read minutes and seconds, minutes beyond 59 included', () => {
    expect(parseDuration('30:00')).toBe(1800);
    expect(parseDuration('05:30')).toBe(330);
    expect(parseDuration('5:7')).toBe(307);
    expect(parseDuration('90:00')).toBe(5400);
    expect(parseDuration(' 0:45 ')).toBe(45);
  });

  it('should read a bare number as whole minutes', () => {
    expect(parseDuration('45')).toBe(2700);
  });

  it('should refuse seconds over 59, other shapes, and more than 24 hours', () => {
    for (const bad of ['', '10:60', '1:2:3', 'abc', '-5:00', '5.5', '10:', ':30', '1441:00', '1441']) {
      expect(parseDuration(bad), bad).toBeNull();
    }
    expect(parseDuration('1440:00')).toBe(86_400);
  });

  it('should round-trip with formatDuration', () => {
    for (const s of [10, 59, 60, 330, 1800, 5400, 86_400]) expect(parseDuration(formatDuration(s))).toBe(s);
  });
});
