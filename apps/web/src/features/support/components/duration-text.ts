/** Seconds as "2 d 4 h", "3 h 12 min" or "8 min" (the desk's response and resolution times). */
export function durationText(seconds: number | null | undefined, units: { d: string; h: string; min: string }): string {
  if (seconds === null || seconds === undefined) return '–';
  const s = Math.max(0, seconds);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return `${d} ${units.d}${h ? ` ${h} ${units.h}` : ''}`;
  if (h > 0) return `${h} ${units.h}${m ? ` ${m} ${units.min}` : ''}`;
  return `${Math.max(m, s > 0 ? 1 : 0)} ${units.min}`;
}
