import { describe, expect, it } from 'vitest';
import { chooseAttempt } from './attempt-choice.ts';

const attempts = [{ ID: 41, AttemptNo: 1 }, { ID: 57, AttemptNo: 2 }, { ID: 60, AttemptNo: 3 }];

describe('chooseAttempt (the Url2 of /admin/TestDetails)', () => {
  it('should pick by attempt id, then by attempt number, else the latest', () => {
    expect(chooseAttempt(attempts, '57')?.AttemptNo).toBe(2);
    expect(chooseAttempt(attempts, '1')?.ID).toBe(41);
    expect(chooseAttempt(attempts, 'latest')?.ID).toBe(60);
    expect(chooseAttempt(attempts, '999')?.ID).toBe(60);
    expect(chooseAttempt(attempts, undefined)?.ID).toBe(60);
    expect(chooseAttempt([], '1')).toBeNull();
  });
});
