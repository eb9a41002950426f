import { i18n } from '../../../lib/i18n.ts';
import { translateValidation } from '../../../lib/form.ts';

/** The contract's English rule messages of questions and tests, and their keys under `validation`. */
const known: Record<string, string> = {
  'Mark exactly one option correct': 'oneCorrect',
  'Mark at least one option correct': 'someCorrect',
  'At least 2 options': 'minOptions',
  'At most 8 options': 'maxOptions',
  'Option ids must be unique': 'optionIds',
  'Choose True or False': 'trueFalse',
  'Enter the correct value': 'numericAnswer',
  'Must be more than 0': 'positive',
  'Use an http(s) URL or a site path': 'imageUrl',
  'A question appears twice': 'duplicateQuestion',
  'How many questions to draw': 'randomCount',
  'A published test needs questions': 'publishedNeedsQuestions',
  'At least 10 seconds': 'minDuration',
  'At most 24 hours': 'maxDuration',
};

/** A validation message in the current language (contract rules, then the shared translations, then zod's own). */
export function translateRule(message: string): string {
  const key = known[message];
  if (key) return i18n.t(`assessments-admin:validation.${key}`);
  if (/^Too small/i.test(message)) return i18n.t('assessments-admin:validation.tooSmall');
  if (/^Too big/i.test(message)) return i18n.t('assessments-admin:validation.tooBig');
  if (/multiple of/i.test(message)) return i18n.t('assessments-admin:validation.twoDecimals');
  if (/expected number/i.test(message)) return i18n.t('assessments-admin:validation.number');
  return translateValidation(message);
}
