import { useState } from 'react';
import { Anchor, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconHistory, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginSession } from '@app/contracts/auth';
import { ONLINE_MINUTES, type sessionWindows } from '@app/contracts/sessions';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { describeUserAgent } from '../../../ui/user-agent.ts';
import { activeSessionsKey, getActiveSessions } from '../api/get-active-sessions.ts';
import { useForceLogout } from '../api/force-logout.ts';
import { useSessionsSummary } from '../api/get-sessions-summary.ts';
import { sessionColumns } from '../components/session-columns.tsx';
import { useLast } from '../../../ui/use-last.ts';

type SessionWindow = (typeof sessionWindows)[number];

/** /Others/ActiveUsersList: who is online now, in the last 24 hours, or holds a live session, on which device; with a forced logout. */
export function ActiveSessionsPage() {
  const { t } = useTranslation('sessions');
  const fmt = useFormat();
  const forceLogout = useForceLogout();
  const [target, setTarget] = useState<LoginSession | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = useLast(target);
  const [scope, setScope] = useState<SessionWindow>('online');
  const summary = useSessionsSummary().data;
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${fmt.number(n)})`);

  const confirm = () => {
    if (!target) return;
    setError(null);
    forceLogout.mutate(target.ID, {
      onSuccess: () => {
        notify(t('forcedOut', { name: target.UserName }), 'success');
        setTarget(null);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('activeTitle')}
        description={t('activeLead')}
        actions={
          <Anchor component={Link} to="/Others/SessionUsersListHistory" size="sm" style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
            <IconHistory size={16} aria-hidden />{t('historyTitle')}
          </Anchor>
        }
      />
      <SegmentedControl
        aria-label={t('window.label')}
        value={scope}
        onChange={(v) => setScope(v as SessionWindow)}
        data-testid="session-window"
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        data={[
          { value: 'online', label: `${t('window.online')}${count(summary?.OnlineNow)}` },
          { value: 'day', label: `${t('window.day')}${count(summary?.Last24Hours)}` },
          { value: 'live', label: `${t('window.live')}${count(summary?.LiveSessions)}` },
        ]}
      />
      <Text size="sm" c="dimmed" mt={-8}>{t(`window.${scope}Hint`, { minutes: ONLINE_MINUTES })}</Text>
      <DataTable<LoginSession, { window: SessionWindow }>
        label={t('activeLabel')}
        filters={{ window: scope }}
        queryKey={activeSessionsKey}
        fetchPage={getActiveSessions}
        columns={sessionColumns(t, fmt.dateTime)}
        rowKey={(s) => s.ID}
        searchLabel={t('search')}
        csvFileName="active-sessions"
        emptyText={t(scope === 'live' ? 'activeEmpty' : `window.${scope}Empty`)}
        rowActions={(s) => (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconLogout size={14} aria-hidden />}
            aria-label={t('forceLogoutOf', { name: s.UserName, device: describeUserAgent(s.UserAgent) || t('unknownDevice') })}
            disabled={s.Current}
            title={s.Current ? t('currentHint') : undefined}
            onClick={() => {
              setError(null);
              setTarget(s);
            }}
          >
            {t('forceLogout')}
          </Button>
        )}
      />
      <ConfirmModal
        opened={target !== null}
        onClose={() => setTarget(null)}
        onConfirm={confirm}
        title={t('forceTitle')}
        confirmLabel={t('forceLogout')}
        danger
        loading={forceLogout.isPending}
        error={error}
      >
        <Text>{t('forceText', { name: shown?.UserName ?? '', device: describeUserAgent(shown?.UserAgent ?? '') || t('unknownDevice') })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
