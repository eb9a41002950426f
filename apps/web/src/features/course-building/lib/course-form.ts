import type { FormErrors } from '@mantine/form';
import { courseInputSchema, type CourseInput, type CourseRow, type CourseStatus } from '@app/contracts/courses';
import { translateValidation } from '../../../lib/form.ts';
import { fromMinorUnits, toMinorUnits } from './money.ts';

/** The course details form: as the contract, with prices typed as decimal amounts. */
export interface CourseFormValues {
  Title: string;
  Url: string;
  ImageUrl: string;
  Description: string;
  /** Decimal amount in rupees, e.g. "499.00". */
  PriceINR: string;
  /** Decimal amount in dollars, e.g. "9.99". */
  PriceUSD: string;
  Duration: string;
  Status: CourseStatus;
}

export const emptyCourse = (): CourseFormValues => ({ Title: '', Url: '', ImageUrl: '', Description: '', PriceINR: '', PriceUSD: '', Duration: '', Status: 'draft' });

export function courseToForm(c: CourseRow & { Description: string }): CourseFormValues {
  return {
    Title: c.Title,
    Url: c.Url,
    ImageUrl: c.ImageUrl ?? '',
    Description: c.Description,
    PriceINR: fromMinorUnits(c.CoursePrice.INR),
    PriceUSD: fromMinorUnits(c.CoursePrice.USD),
    Duration: c.Duration,
    Status: c.Status,
  };
}

/** What the server gets: prices in minor units (an unreadable amount is caught by the validation first). */
export function formToCourseInput(v: CourseFormValues): CourseInput {
  return {
    Title: v.Title.trim(),
    Url: v.Url.trim(),
    ImageUrl: v.ImageUrl.trim() || null,
    Description: v.Description,
    CoursePrice: { INR: toMinorUnits(v.PriceINR) ?? 0, USD: toMinorUnits(v.PriceUSD) ?? 0 },
    Duration: v.Duration.trim(),
    Status: v.Status,
  };
}

/** Contract rules keyed by form field, and a clear message for an amount that is not a price. */
export function validateCourseForm(v: CourseFormValues, messages: { price: string }): FormErrors {
  const errors: FormErrors = {};
  const parsed = courseInputSchema.safeParse(formToCourseInput(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path;
      const key = first === 'CoursePrice' ? (second === 'USD' ? 'PriceUSD' : 'PriceINR') : String(first);
      errors[key] ??= translateValidation(issue.message);
    }
  }
  if (toMinorUnits(v.PriceINR) === null) errors.PriceINR = messages.price;
  if (toMinorUnits(v.PriceUSD) === null) errors.PriceUSD = messages.price;
  return errors;
}

/** Server field paths of the course calls (`item.CoursePrice.INR`) as form fields. */
export function courseFieldOf(path: string): string {
  const p = path.replace(/^item\./, '');
  if (p.startsWith('CoursePrice.USD')) return 'PriceUSD';
  if (p.startsWith('CoursePrice')) return 'PriceINR';
  return p.split('.')[0]!;
}
