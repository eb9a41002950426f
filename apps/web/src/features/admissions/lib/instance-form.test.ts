import { describe, expect, it } from 'vitest';
import { instanceInputSchema, instanceUpdateSchema } from '@app/contracts/instances';
import { contractResolver } from '../../../lib/form.ts';
import { instanceFormValidator, toInstanceBody } from './instance-form.ts';

const schemas = { create: contractResolver(instanceInputSchema), update: contractResolver(instanceUpdateSchema) };
const messages = { course: 'Choose a course', learner: 'Choose a learner' };
const filled = { CourseID: 3, LearnerID: 7, URL: ' https://sandbox.example.com/sap ', UserID: ' TRAINEE01 ', Password: 'S3cret!' };

describe('toInstanceBody', () => {
  it('should send course, learner and password when adding', () => {
    expect(toInstanceBody(filled, false)).toEqual({ CourseID: 3, LearnerID: 7, URL: 'https://sandbox.example.com/sap', UserID: 'TRAINEE01', Password: 'S3cret!' });
  });

  it('should leave an empty password out when editing, so the stored one is kept', () => {
    expect(toInstanceBody({ ...filled, Password: '' }, true)).toEqual({ URL: 'https://sandbox.example.com/sap', UserID: 'TRAINEE01' });
    expect(toInstanceBody(filled, true)).toMatchObject({ Password: 'S3cret!' });
  });
});

describe('instanceFormValidator', () => {
  it('should accept a complete new instance and an edit without a password', () => {
    expect(instanceFormValidator(filled, false, schemas, messages)).toEqual({});
    expect(instanceFormValidator({ ...filled, CourseID: null, LearnerID: null, Password: '' }, true, schemas, messages)).toEqual({});
  });

  it('should ask to choose a course and a learner and flag the address and password when adding with gaps', () => {
    const errors = instanceFormValidator({ CourseID: null, LearnerID: null, URL: 'ftp://x', UserID: '', Password: '' }, false, schemas, messages);
    expect(errors.CourseID).toBe('Choose a course');
    expect(errors.LearnerID).toBe('Choose a learner');
    expect(errors.URL).toBeTruthy();
    expect(errors.UserID).toBeTruthy();
    expect(errors.Password).toBeTruthy();
  });
});
