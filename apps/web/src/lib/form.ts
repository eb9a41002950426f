import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';
import { PASSWORD_MESSAGES } from '@app/contracts/validation';
import { i18n } from './i18n.ts';
import type { ApiError } from './api-client.ts';

const fixed: Record<string, string> = {
  Required: 'required',
  'Enter a valid email address': 'email',
  'Use a dialling code such as +91': 'countryCode',
  'Enter a valid phone number': 'phone',
  'Not a valid number for this country code': 'phoneForCountry',
  [PASSWORD_MESSAGES.trivial]: 'passwordTrivial',
  [PASSWORD_MESSAGES.personal]: 'passwordPersonal',
  [PASSWORD_MESSAGES.common]: 'passwordCommon',
};

/** Translates the English messages of the contract schemas (and of the server) into the current language. */
export function translateValidation(message: string): string {
  const key = fixed[message];
  if (key) return i18n.t(`common:validation.${key}`);
  const min = /^At least (\d+) characters$/.exec(message);
  if (min) return i18n.t('common:validation.minChars', { count: Number(min[1]) });
  const max = /^At most (\d+) characters$/.exec(message);
  if (max) return i18n.t('common:validation.maxChars', { count: Number(max[1]) });
  if (/^Invalid (input|string|email)/i.test(message)) return i18n.t('common:validation.invalid');
  return message;
}

/** A Mantine form resolver from a contract schema, with translated messages. */
export function contractResolver<S extends z.ZodType>(schema: S) {
  const resolve = zod4Resolver(schema as never);
  return (values: Record<string, unknown>): FormErrors => {
    const errors = resolve(values);
    const out: FormErrors = {};
    for (const [k, v] of Object.entries(errors)) out[k] = typeof v === 'string' ? translateValidation(v) : v;
    return out;
  };
}

/**
 * Server field errors (`body.email`) as form errors keyed by field, translated; the first message of a field wins.
 * `top` keys an item's error by its list (`body.Questions.2` as `Questions`) for forms that show one error per input.
 */
export function serverFieldErrors(error: ApiError, { top = false } = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(error.fieldErrors())) out[top ? k.split('.')[0]! : k] ??= translateValidation(v);
  return out;
}
