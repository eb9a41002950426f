import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit.ts';

describe('auditChanges', () => {
  it('should keep only the fields whose values differ, in the order they were written', () => {
    expect(auditChanges({ Title: 'Pune', Type: 'cities' }, { Title: 'Pune City', Type: 'cities' })).toEqual([{ field: 'Title', before: 'Pune', after: 'Pune City' }]);
  });

  it('should list every field of a created record with nothing before, and of a removed one with nothing after', () => {
    expect(auditChanges(null, { Role: 'Mentor', Active: true })).toEqual([
      { field: 'Role', before: undefined, after: 'Mentor' },
      { field: 'Active', before: undefined, after: true },
    ]);
    expect(auditChanges({ Title: 'Gone' }, null)).toEqual([{ field: 'Title', before: 'Gone', after: undefined }]);
  });

  it('should compare lists and objects by value and treat a field on one side only as changed', () => {
    const learners = [{ UserID: 3, Name: 'Rahul Sharma' }];
    expect(auditChanges({ Learners: learners, Score: null }, { Learners: [...learners], Score: 8, Feedback: 'Good' })).toEqual([
      { field: 'Score', before: null, after: 8 },
      { field: 'Feedback', before: undefined, after: 'Good' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
