import { z } from 'zod';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';

/** Field rules shared by every form (DESIGN section 5). */
export const nameField = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');
export const emailField = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));
/** ASVS 5.0 L2 (6.2.1): at least 12 characters; at most 128 so hashing stays bounded. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/** Field messages of the password rule; the web translates each (lib/form.ts), the server sends them as they are. */
export const PASSWORD_MESSAGES = {
  trivial: 'A password cannot be only spaces or one character repeated',
  personal: "A password cannot contain the account's name or the first part of its email address",
  common: 'This password is too common; choose another',
} as const;

/** Only whitespace, or one character repeated (`aaaaaaaaaaaa`, twelve spaces). */
export function isTrivialPassword(password: string): boolean {
  return /^\s*$/u.test(password) || /^(.)\1*$/su.test(password);
}

/** Who the password belongs to: the parts of the account a password must not contain. */
export type PasswordOwner = { email?: string; firstName?: string; lastName?: string };

/**
 * Whether the password contains, in any case, the email's local part or the first or last name, each
 * counted only when it is at least 3 characters (shorter ones would forbid too many passwords).
 */
export function containsPersonalInfo(password: string, owner: PasswordOwner): boolean {
  const lower = password.toLowerCase();
  const at = owner.email?.lastIndexOf('@') ?? -1;
  const local = owner.email ? (at >= 0 ? owner.email.slice(0, at) : owner.email) : '';
  return [local, owner.firstName ?? '', owner.lastName ?? '']
    .map((part) => part.trim().toLowerCase())
    .some((part) => part.length >= 3 && lower.includes(part));
}

export const passwordField = z
  .string()
  .min(PASSWORD_MIN, `At least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters`)
  .refine((p) => !isTrivialPassword(p), PASSWORD_MESSAGES.trivial);

/**
 * A refinement of forms that carry the account's email and names with its password (register, staff
 * creation): a field error on `password` when it contains them. The server checks it again with the
 * stored account where the form has no names (reset, change password).
 */
export function passwordOwnerRefinement(
  v: { password?: string; email?: string; firstName?: string; lastName?: string },
  ctx: z.RefinementCtx,
) {
  if (v.password && containsPersonalInfo(v.password, v)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.personal });
  }
}
/** Dialling code such as "+91". */
export const countryCodeField = z.string().trim().regex(/^\+\d{1,4}$/, 'Use a dialling code such as +91');
export const mobileField = z.string().trim().regex(/^[\d\s-]{4,20}$/, 'Enter a valid phone number');
/**
 * An http(s) address, or a path of this site: one '/' not followed by '/' or '\\' (browsers read '//host' and
 * '/\\host' as another site). No spaces or backslashes anywhere.
 */
export function isWebAddress(v: string): boolean {
  return /^https?:\/\/[^\s\\/][^\s\\]*$/i.test(v) || /^\/(?![/\\])[^\s\\]*$/.test(v);
}
export const WEB_ADDRESS_MESSAGE = 'Use an http(s) address or a path of this site that starts with a single /';
/** A link or image address field (course image, material link, question image). */
export const webAddressField = (max: number) => z.string().trim().max(max).refine(isWebAddress, WEB_ADDRESS_MESSAGE);

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
