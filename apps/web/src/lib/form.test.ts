import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { serverFieldErrors } from './form.ts';

const refused = new ApiError('VALIDATION', 400, 'Check the form', [
  { path: 'body.Questions.2', message: 'At most 300 characters' },
  { path: 'body.Questions.4', message: 'Required' },
  { path: 'body.Audience.listId', message: 'Choose a list' },
  { path: 'query.Title', message: 'Enter a valid email address' },
]);

describe('serverFieldErrors', () => {
  it('keys server errors by field path without the request part, first message of a field winning, translated', () => {
    expect(serverFieldErrors(refused)).toEqual({
      'Questions.2': 'At most 300 characters',
      'Questions.4': 'This field is required',
      'Audience.listId': 'Choose a list',
      Title: 'Enter a valid email address',
    });
  });

  it('keys an item error by its list for forms with one error per input', () => {
    expect(serverFieldErrors(refused, { top: true })).toEqual({ Questions: 'At most 300 characters', Audience: 'Choose a list', Title: 'Enter a valid email address' });
  });
});
