import { formatDuration } from '@app/contracts/assessments';

export { formatDuration };

/** The longest test the contract allows (24 hours) in seconds. */
export const MAX_DURATION_SECONDS = 24 * 3600;

/**
 * Seconds from a duration typed as mm:ss (minutes may exceed 59: "90:00"), or as whole minutes ("45").
 * null when the text is not a duration: seconds over 59, negative or non-numeric parts, more than 24 hours.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  const minutesOnly = /^(\d{1,4})$/.exec(value);
  if (minutesOnly) {
    const s = Number(minutesOnly[1]) * 60;
    return s <= MAX_DURATION_SECONDS ? s : null;
  }
  const m = /^(\d{1,4}):(\d{1,2})$/.exec(value);
  if (!m) return null;
  const seconds = Number(m[2]);
  if (seconds > 59) return null;
  const total = Number(m[1]) * 60 + seconds;
  return total <= MAX_DURATION_SECONDS ? total : null;
}
