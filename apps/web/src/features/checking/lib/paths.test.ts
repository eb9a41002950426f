import { describe, expect, it } from 'vitest';
import { apiPath, assignmentViewPath, idParam } from './paths.ts';

describe('assignmentViewPath', () => {
  it('should put the names percent-encoded in the spec path and the exact submission in the query', () => {
    expect(assignmentViewPath({ CourseName: 'SAP FI/CO: basics & more', AssignmentName: 'Map order-to-cash?', User_ID: 42, SubmissionID: 7 }))
      .toBe('/assignmentView/SAP%20FI%2FCO%3A%20basics%20%26%20more/Map%20order-to-cash%3F/42?submission=7');
  });
});

describe('idParam', () => {
  it('should take positive whole numbers only', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeNull();
    expect(idParam('1e3')).toBeNull();
    expect(idParam(null)).toBeNull();
  });
});

describe('apiPath', () => {
  it('should drop the /api prefix of an address the server gave', () => {
    expect(apiPath('/api/usersProgress/submissions/3/files/9')).toBe('/usersProgress/submissions/3/files/9');
    expect(apiPath('/apiary/x')).toBe('/apiary/x');
  });
});
