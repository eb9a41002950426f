import type { ContentType } from '@app/contracts/courses';

/** Seconds of an "mm:ss" time (minutes may exceed 59); 0 for anything else. */
export function secondsOf(mmss: string): number {
  const m = /^(\d+):([0-5]\d)$/.exec(mmss.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
}

/** Whole minutes of a number of seconds, rounded up so that 20 seconds still reads "1 min". */
export const minutesOf = (seconds: number) => Math.ceil(Math.max(0, seconds) / 60);

/** The player address part of a lesson item: `{lessonId}-{type}`. */
export const contentUrlOf = (lessonId: number, type: ContentType) => `${lessonId}-${type}`;

/** The first item of the outline (where "Review" starts), or null for a course without items. */
export function firstContentUrl(contents: readonly { LessonID: number; Items: readonly { Type: ContentType }[] }[]): string | null {
  for (const l of contents) {
    const first = l.Items[0];
    if (first) return contentUrlOf(l.LessonID, first.Type);
  }
  return null;
}

/** The learner's next step: "start" before any progress, "continue" part-way, "review" when nothing is left. */
export function nextStep(c: { status: string; Progress: number; NextUrl: string | null }): 'start' | 'continue' | 'review' {
  if (c.status === 'completed' || c.NextUrl === null) return 'review';
  return c.Progress > 0 || c.status === 'in-progress' ? 'continue' : 'start';
}

/** Two letters for a course without a picture, from its significant words: "Basics of ERP" -> "BE". */
export function courseInitials(title: string): string {
  const words = title.split(/[\s\-–:/]+/).filter(Boolean);
  const significant = words.filter((w) => /^[\p{Lu}\p{N}]/u.test(w));
  const picked = (significant.length > 0 ? significant : words).slice(0, 2);
  return picked.map((w) => [...w][0]!.toLocaleUpperCase()).join('') || '?';
}
