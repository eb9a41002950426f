import { describe, expect, it } from 'vitest';
import { courseFieldOf, courseToForm, emptyCourse, formToCourseInput, validateCourseForm, type CourseFormValues } from './course-form.ts';

const messages = { price: 'not a price' };
const filled = (over: Partial<CourseFormValues> = {}): CourseFormValues => ({ ...emptyCourse(), Title: 'Basics of ERP', Url: 'basics-of-erp', ...over });

describe('course form', () => {
  it('should send prices in minor units when typed as decimal amounts', () => {
    const input = formToCourseInput(filled({ PriceINR: '4999.50', PriceUSD: '59,99', ImageUrl: ' ' }));
    expect(input.CoursePrice).toEqual({ INR: 499_950, USD: 5999 });
    expect(input.ImageUrl).toBeNull();
  });

  it('should show stored minor units as decimal amounts when editing', () => {
    const v = courseToForm({
      ID: 1, Name: 'X', Title: 'X', Url: 'x-y', ImageUrl: null, Status: 'published', CoursePrice: { INR: 49_900, USD: 999 }, Duration: '4 weeks',
      LessonCount: 0, LearnerCount: 0, CreatedOn: '', Description: '<p>d</p>',
    });
    expect(v).toMatchObject({ PriceINR: '499.00', PriceUSD: '9.99', ImageUrl: '', Status: 'published' });
    expect(formToCourseInput(v).CoursePrice).toEqual({ INR: 49_900, USD: 999 });
  });

  it('should report an amount that is not a price, a bad URL and a missing title on their fields', () => {
    const errors = validateCourseForm(filled({ Title: '', Url: 'Not A Slug', PriceINR: '12.345', PriceUSD: '-3' }), messages);
    expect(errors).toMatchObject({ Title: expect.any(String), Url: expect.any(String), PriceINR: 'not a price', PriceUSD: 'not a price' });
    expect(validateCourseForm(filled({ PriceINR: '', PriceUSD: '0' }), messages)).toEqual({});
  });

  it('should map server field paths to form fields', () => {
    expect(courseFieldOf('item.Url')).toBe('Url');
    expect(courseFieldOf('item.CoursePrice.USD')).toBe('PriceUSD');
    expect(courseFieldOf('item.CoursePrice.INR')).toBe('PriceINR');
  });
});
