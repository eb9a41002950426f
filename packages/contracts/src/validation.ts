import { z } from 'zod';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';

/** Field rules shared by every form (DESIGN section 5). */
export const nameField = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');
export const emailField = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const passwordField = z
  .string()
  .min(PASSWORD_MIN, `At least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters`);
/** Dialling code such as "+91". */
export const countryCodeField = z.string().trim().regex(/^\+\d{1,4}$/, 'Use a dialling code such as +91');
export const mobileField = z.string().trim().regex(/^[\d\s-]{4,20}$/, 'Enter a valid phone number');
/** Bounded free text. */
export const textField = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** Whether the number is valid for the dialling code; region is an optional ISO country hint. */
export function isValidPhone(countryCode: string, mobile: string, region?: CountryCode): boolean {
  const full = `${countryCode}${mobile.replace(/[\s-]/g, '')}`;
  return isValidPhoneNumber(full, region);
}

/**
 * A refinement that adds a field error on `field` when countryCode + mobileNumber is not a valid phone number.
 * Pass the field's name when the form spells it differently (e.g. 'MobileNumber').
 */
export function phoneRefinement(
  v: { countryCode?: string; mobileNumber?: string },
  ctx: z.RefinementCtx,
  field = 'mobileNumber',
) {
  if (v.countryCode && v.mobileNumber && !isValidPhone(v.countryCode, v.mobileNumber)) {
    ctx.addIssue({ code: 'custom', path: [field], message: 'Not a valid number for this country code' });
  }
}
