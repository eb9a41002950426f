import type { Candidate } from '../api/get-candidates.ts';

/** How a learner to admit is shown: name, email and phone (the spec's value, email, contact). */
export function candidateLabel(c: Candidate): string {
  return [c.value || c.email, c.email, c.contact].filter((p, i, all) => p && all.indexOf(p) === i).join(' · ');
}

/** The picked learners first, then the search results not picked yet (each learner once). */
export function mergeCandidates(picked: readonly Candidate[], found: readonly Candidate[]): Candidate[] {
  const seen = new Set(picked.map((c) => c.ID));
  return [...picked, ...found.filter((c) => !seen.has(c.ID))];
}
