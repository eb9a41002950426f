import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../ui/format.ts';

/** A salary range in minor units as "₹12,00,000 – ₹18,00,000" in the page's language. */
export function useSalary() {
  const { i18n, t } = useTranslation('jobs');
  return (min: number | null, max: number | null, currency: string) => {
    const f = (v: number) => new Intl.NumberFormat(localeOf(i18n.language), { style: 'currency', currency, maximumFractionDigits: 0 }).format(v / 100);
    if (min === null && max === null) return t('jobs.salaryUndisclosed');
    if (min !== null && max !== null) return `${f(min)} – ${f(max)}`;
    return f((min ?? max)!);
  };
}
