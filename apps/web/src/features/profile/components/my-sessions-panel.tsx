import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconLogout, IconLogout2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LoginSession } from '@app/contracts/auth';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { describeUserAgent } from '../../../ui/user-agent.ts';
import { sessionColumns } from '../../sessions/components/session-columns.tsx';
import { getMySessions, mySessionsKey } from '../api/my-sessions.ts';
import { useEndMySession } from '../api/end-my-session.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { useLast } from '../../../ui/use-last.ts';

/** My active sessions: end one, or log out all the others. */
export function MySessionsPanel() {
  const { t } = useTranslation('profile');
  const { t: ts } = useTranslation('sessions');
  const fmt = useFormat();
  const endOne = useEndMySession();
  const revokeOthers = useRevokeOtherSessions();
  const [ending, setEnding] = useState<LoginSession | null>(null);
  const [othersOpen, setOthersOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shownEnding = useLast(ending);
  const device = (s: LoginSession | null) => describeUserAgent(s?.UserAgent ?? '') || ts('unknownDevice');

  const confirmEnd = () => {
    if (!ending) return;
    setError(null);
    endOne.mutate(ending.ID, {
      onSuccess: () => {
        notify(t('sessions.ended', { device: device(ending) }), 'success');
        setEnding(null);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  const confirmOthers = () => {
    setError(null);
    revokeOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        notify(t('sessions.othersEnded', { count: ended }), 'success');
        setOthersOpen(false);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">{t('sessions.lead')}</Text>
      <DataTable<LoginSession>
        label={t('sessions.label')}
        queryKey={mySessionsKey}
        fetchPage={getMySessions}
        columns={sessionColumns(ts, fmt.dateTime, { withUser: false })}
        rowKey={(s) => s.ID}
        searchable={false}
        actions={
          <Button
            size="sm"
            variant="light"
            color="red"
            leftSection={<IconLogout2 size={16} aria-hidden />}
            onClick={() => {
              setError(null);
              setOthersOpen(true);
            }}
          >
            {t('sessions.logoutOthers')}
          </Button>
        }
        rowActions={(s) =>
          s.Current ? null : (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconLogout size={14} aria-hidden />}
              aria-label={t('sessions.endOn', { device: device(s) })}
              onClick={() => {
                setError(null);
                setEnding(s);
              }}
            >
              {t('sessions.end')}
            </Button>
          )
        }
      />
      <ConfirmModal
        opened={ending !== null}
        onClose={() => setEnding(null)}
        onConfirm={confirmEnd}
        title={t('sessions.endTitle')}
        confirmLabel={t('sessions.end')}
        danger
        loading={endOne.isPending}
        error={error}
      >
        <Text>{t('sessions.endText', { device: device(shownEnding) })}</Text>
      </ConfirmModal>
      <ConfirmModal
        opened={othersOpen}
        onClose={() => setOthersOpen(false)}
        onConfirm={confirmOthers}
        title={t('sessions.othersTitle')}
        confirmLabel={t('sessions.logoutOthers')}
        danger
        loading={revokeOthers.isPending}
        error={error}
      >
        <Text>{t('sessions.othersText')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
