import { Badge } from '@mantine/core';
import { IconCheck, IconHourglass, IconRotateClockwise } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SubmissionStatus } from '@app/contracts/courses';

const look: Record<SubmissionStatus, { color: string; Icon: typeof IconCheck }> = {
  submitted: { color: 'yellow', Icon: IconHourglass },
  returned: { color: 'orange', Icon: IconRotateClockwise },
  accepted: { color: 'green', Icon: IconCheck },
};

/** A submission's status: awaiting a decision, returned for reattempt, or accepted. */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  const { t } = useTranslation('checking');
  const { color, Icon } = look[status];
  return (
    <Badge color={color} variant="light" leftSection={<Icon size={12} aria-hidden />} style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
