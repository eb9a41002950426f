import { useTranslation } from 'react-i18next';
import { languages } from '../lib/i18n.ts';

/** The BCP 47 locale of the current language (en-US, es-ES, de-DE). */
export function localeOf(language: string | undefined): string {
  const code = (language ?? 'en').slice(0, 2);
  return (languages.find((l) => l.code === code) ?? languages[0]!).locale;
}

/** A date and time in the user's language, or an empty string for a missing or invalid value. */
export function formatDateTime(value: string | Date | null | undefined, locale: string): string {
  if (!value) return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

export function formatDate(value: string | Date | null | undefined, locale: string): string {
  if (!value) return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Formatters bound to the current language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  return {
    locale,
    dateTime: (v: string | Date | null | undefined) => formatDateTime(v, locale),
    date: (v: string | Date | null | undefined) => formatDate(v, locale),
    number: (v: number) => formatNumber(v, locale),
  };
}

/** Initials of a name for an avatar ("Arjun Mehta" -> "AM"). */
export function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((p) => p[0]!.toUpperCase()).join('') || '?';
}
