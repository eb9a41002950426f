import { describe, expect, it } from 'vitest';
import { noQuestionFilters, questionQuery } from './question-query.ts';

describe('questionQuery', () => {
  it('should send only the filters set, ids as numbers, and a search term from 2 characters', () => {
    expect(questionQuery(noQuestionFilters)).toEqual({});
    expect(questionQuery({ ...noQuestionFilters, text: 'x' })).toEqual({});
    expect(questionQuery({ text: ' goods ', type: 'numeric', levelId: '2', categoryId: null, subcategoryId: '5', moduleId: '7' }))
      .toEqual({ term: 'goods', type: 'numeric', levelId: 2, subcategoryId: 5, moduleId: 7 });
  });
});
