import { Text, VisuallyHidden, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../ui/format.ts';
import { formatCoursePrice, type PriceCurrency } from '../lib/price.ts';

/** "₹4,999 · $59", or "Free"; read as "Price: ₹4,999 or $59". */
export function CoursePrice({ price, withLabel = true, ...props }: { price: Record<PriceCurrency, number>; withLabel?: boolean } & TextProps) {
  const { t } = useTranslation('courses');
  const { locale } = useFormat();
  const parts = formatCoursePrice(price, locale);
  return (
    <Text {...props}>
      {withLabel ? <VisuallyHidden>{t('price.label')}: </VisuallyHidden> : null}
      {parts.length === 0 ? t('price.free') : (
        <>
          <span>{parts[0]}</span>
          {parts.slice(1).map((p) => (
            <span key={p}>
              <span aria-hidden> · </span>
              <VisuallyHidden> {t('price.or')} </VisuallyHidden>
              {p}
            </span>
          ))}
        </>
      )}
    </Text>
  );
}
