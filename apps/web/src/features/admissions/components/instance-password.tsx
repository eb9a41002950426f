import { useEffect, useState } from 'react';
import { Button, Code, Group } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '@app/contracts/instances';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useRevealInstance } from '../api/reveal-instance.ts';
import { CopyAction } from './copy-action.tsx';

/** How long a revealed password stays on screen before it is masked again. */
export const REVEAL_MS = 60_000;

/**
 * The password cell: masked (••••••••) until "Reveal" is clicked; the reveal is a logged server call. The clear
 * password lives only in this cell's state and is masked again after a minute or on "Hide".
 */
export function InstancePassword({ row, disabled, onUnavailable }: { row: InstanceRow; disabled: boolean; onUnavailable: () => void }) {
  const { t } = useTranslation('admissions');
  const reveal = useRevealInstance();
  const [password, setPassword] = useState<string | null>(null);

  useEffect(() => {
    if (password === null) return;
    const timer = setTimeout(() => setPassword(null), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [password]);

  const show = () =>
    reveal.mutate(row.ID, {
      onSuccess: (r) => setPassword(r.Password),
      onError: (e) => {
        if (e instanceof ApiError && e.code === 'UNAVAILABLE') onUnavailable();
        notify(errorMessage(e), 'danger', t('instances.revealFailed'));
      },
    });

  return (
    <Group gap={4} wrap="nowrap">
      <Code
        aria-label={password === null ? t('instances.masked') : t('instances.passwordOf', { name: row.LearnerName })}
        style={{ whiteSpace: 'nowrap', letterSpacing: password === null ? 2 : undefined }}
        data-testid={`password-${row.ID}`}
      >
        {password ?? '••••••••'}
      </Code>
      {password === null ? (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconEye size={14} aria-hidden />}
          onClick={show}
          loading={reveal.isPending}
          disabled={disabled}
          aria-label={t('instances.revealN', { name: row.LearnerName, course: row.CourseName })}
        >
          {t('instances.reveal')}
        </Button>
      ) : (
        <>
          <CopyAction value={password} label={t('instances.copyPassword')} />
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            leftSection={<IconEyeOff size={14} aria-hidden />}
            onClick={() => setPassword(null)}
            aria-label={t('instances.hideN', { name: row.LearnerName })}
          >
            {t('instances.hide')}
          </Button>
        </>
      )}
    </Group>
  );
}
