import type { LockStatus, ProgressStatus, SubmissionStatus } from '@app/contracts/courses';

/** Badge colour of a course status (incomplete -> in-progress -> completed). */
export const statusColor: Record<ProgressStatus, string> = {
  incomplete: 'gray',
  'in-progress': 'blue',
  completed: 'green',
};

/** Badge colour of an assignment submission's status. */
export const submissionColor: Record<SubmissionStatus, string> = {
  submitted: 'yellow',
  returned: 'orange',
  accepted: 'green',
};

/** Colour of a lock icon (DESIGN section 5). */
export const lockColor: Record<LockStatus, string> = {
  'lock-on': 'gray',
  hourglass: 'yellow',
  'rotate-right': 'orange',
  'warning-hexagon': 'red',
  'check-circle': 'green',
};

/** Seconds as mm:ss (hours are counted in minutes, as the spec's ExpectedComplitionTime). */
export function mmss(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** mm:ss to seconds; 0 for anything else. */
export function secondsOf(mmssText: string): number {
  const m = /^(\d+):([0-5]\d)$/.exec(mmssText.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
}

/** A percentage clamped to 0..100 for a progress bar. */
export function clampPercent(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
