import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '@app/contracts/instances';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFormat } from '../../../ui/format.ts';
import { useLast } from '../../../ui/use-last.ts';
import { useInstanceReveals } from '../api/get-instance-reveals.ts';

/** Who revealed an instance's password, when and from which address (newest first). */
export function RevealsModal({ target, onClose }: { target: InstanceRow | null; onClose: () => void }) {
  const { t } = useTranslation(['admissions', 'common']);
  const { dateTime } = useFormat();
  const shown = useLast(target);
  const log = useInstanceReveals(target?.ID ?? null);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={shown ? t('instances.logTitle', { name: shown.LearnerName }) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        {shown ? <Text size="sm" c="dimmed">{t('instances.logLead', { course: shown.CourseName, login: shown.UserID })}</Text> : null}
        {log.isPending ? <Group justify="center" p="md"><Loader size="sm" aria-label={t('loading')} /></Group> : null}
        {log.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{errorMessage(log.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void log.refetch()}>{t('retry')}</Button>
            </Group>
          </Alert>
        ) : null}
        {log.data && log.data.length === 0 ? <Text size="sm">{t('instances.logEmpty')}</Text> : null}
        {log.data && log.data.length > 0 ? (
          <Table.ScrollContainer minWidth={360}>
            <Table striped aria-label={t('instances.logLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('instances.revealedBy')}</Table.Th>
                  <Table.Th scope="col">{t('instances.revealedOn')}</Table.Th>
                  <Table.Th scope="col">{t('instances.ip')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.map((r, i) => (
                  <Table.Tr key={`${r.CreatedOn}-${i}`}>
                    <Table.Td>{r.RevealedByName || `#${r.RevealedBy}`}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(r.CreatedOn)}</Table.Td>
                    <Table.Td>{r.Ip ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('common:actions.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
