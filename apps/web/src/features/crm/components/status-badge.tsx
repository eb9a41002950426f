import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EnquiryStatus } from '@app/contracts/crm';

const colors: Record<EnquiryStatus, string> = {
  New: 'blue', Contacted: 'cyan', 'Follow-up': 'violet', Interested: 'teal', Enrolled: 'green', 'Not Interested': 'gray', Invalid: 'red',
};

/** An enquiry's status, translated, in its pipeline colour. */
export function StatusBadge({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation('crm');
  return <Badge color={colors[status]} variant="light">{t(`status.${status}`)}</Badge>;
}
