import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProgressRow } from '@app/contracts/capsules';
import { errorMessage } from '../../../lib/api-client.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useAdminDetails, useRevokeBadge } from '../api/staff.ts';
import { badgePath } from '../lib/paths.ts';
import { YesNo } from '../components/yes-no.tsx';

/** /admin/manage/CapsuleProfile/{id}: one capsule's learners and their progress (data.UserProgress); revoke a badge with a reason. */
export function CapsuleProfilePage() {
  const { id = '' } = useParams();
  const capsuleId = Number(id);
  const { t } = useTranslation('capsules');
  const details = useAdminDetails(capsuleId);
  const revoke = useRevokeBadge();
  const [target, setTarget] = useState<ProgressRow | null>(null);
  const [reason, setReason] = useState('');
  if (details.isPending) return <FullPageLoader label={t('player.loading')} />;
  if (details.isError) return <FullPageLoader error={errorMessage(details.error)} onRetry={() => void details.refetch()} />;
  const d = details.data;
  return (
    <Stack gap="lg">
      <PageTitle title={d.Capsule.Title} description={t('profile.lead', { count: d.UserProgress.length })} back={{ to: '/Trainings/AllCapsules', label: t('builder.back') }} />
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.learner')}</Table.Th><Table.Th>{t('fields.videoBought')}</Table.Th><Table.Th>{t('fields.test1')}</Table.Th>
              <Table.Th>{t('fields.test2')}</Table.Th><Table.Th>{t('fields.badgeClaimed')}</Table.Th><Table.Th>{t('fields.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.UserProgress.map((r) => (
              <Table.Tr key={r.ProgressID}>
                <Table.Td><Anchor component={Link} to={`/Others/CapsuleUserProgress/${r.CapsuleID}/${r.ProgressID}`}>{r.UserName}</Anchor><Text size="xs" c="dimmed">{r.UserEmail}</Text></Table.Td>
                <Table.Td><YesNo v={r.VideoBought} /></Table.Td><Table.Td><YesNo v={r.Test1Completed} /></Table.Td><Table.Td><YesNo v={r.Test2Completed} /></Table.Td>
                <Table.Td>
                  {r.BadgeID ? <Group gap={4}><Anchor component={Link} to={badgePath(r.CapsuleID, r.BadgeID)} size="sm">{t('profile.badge')}</Anchor>{r.BadgeRevoked ? <Badge color="red" size="xs">{t('badge.revoked')}</Badge> : null}</Group> : <YesNo v={false} />}
                </Table.Td>
                <Table.Td>{r.BadgeID && !r.BadgeRevoked ? <Button size="compact-xs" color="red" variant="light" onClick={() => { setTarget(r); setReason(''); }}>{t('profile.revoke')}</Button> : null}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={!!target} onClose={() => setTarget(null)} title={t('profile.revokeTitle', { name: target?.UserName ?? '' })}>
        <Stack gap="sm">
          <TextInput label={t('profile.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} required data-autofocus />
          {revoke.isError ? <Alert color="red" variant="light" role="alert">{errorMessage(revoke.error)}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTarget(null)}>{t('profile.cancel')}</Button>
            <Button color="red" loading={revoke.isPending} onClick={() => target?.BadgeID && revoke.mutate({ badgeId: target.BadgeID, Reason: reason }, { onSuccess: () => setTarget(null) })}>{t('profile.revoke')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
