import { describe, expect, it } from 'vitest';
import { candidateLabel, mergeCandidates } from './candidates.ts';

const ana = { ID: 1, value: 'Ana Gomez', email: 'ana@example.com', contact: '+91 9876543210', AlreadyAdmitted: false };
const ben = { ID: 2, value: 'Ben Ito', email: 'ben@example.com', contact: '', AlreadyAdmitted: false };

describe('candidateLabel', () => {
  it('should join name, email and phone, leaving out what is empty or repeated', () => {
    expect(candidateLabel(ana)).toBe('Ana Gomez · ana@example.com · +91 9876543210');
    expect(candidateLabel(ben)).toBe('Ben Ito · ben@example.com');
    expect(candidateLabel({ ...ben, value: '' })).toBe('ben@example.com');
  });
});

describe('mergeCandidates', () => {
  it('should keep picked learners first and list each learner once when a search finds them again', () => {
    expect(mergeCandidates([ben], [ana, ben]).map((c) => c.ID)).toEqual([2, 1]);
    expect(mergeCandidates([], [ana]).map((c) => c.ID)).toEqual([1]);
  });
});
