/**
 * How long ago a time was, in the user's language ("3 days ago", "hace 2 horas", "vor 5 Minuten"): minutes
 * under an hour, hours under two days, days after that. A time in the future (clocks differ) reads as now.
 */
export function timeAgo(iso: string, locale: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const minutes = Math.max(0, Math.floor((now.getTime() - then) / 60_000));
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (minutes < 1) return rtf.format(0, 'second');
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return rtf.format(-hours, 'hour');
  return rtf.format(-Math.floor(hours / 24), 'day');
}
