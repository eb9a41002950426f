import type { ReactNode } from 'react';
import { Badge, Box, Code, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { auditChanges, type AuditEntry } from '@app/contracts/audit';
import { useFormat } from '../../../ui/format.ts';
import { useLast } from '../../../ui/use-last.ts';
import { useAuditLabels } from './audit-labels.ts';

/** One recorded value: text, number or yes/no as read; lists and objects as indented JSON; missing as "(none)". */
function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('audit');
  if (value === undefined || value === null || value === '') return <Text span c="dimmed" size="sm">{t('none')}</Text>;
  if (typeof value === 'boolean') return <Text span size="sm">{value ? t('yes') : t('no')}</Text>;
  if (typeof value === 'object') {
    return (
      <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', maxHeight: 240, overflowY: 'auto' }}>
        {JSON.stringify(value, null, 2)}
      </Code>
    );
  }
  return <Text span size="sm" style={{ overflowWrap: 'break-word' }}>{String(value)}</Text>;
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">{label}</Text>
      <Box fz="sm">{children}</Box>
    </Box>
  );
}

/**
 * One entry of the audit log in full: who, when, what, the request, and the fields the action changed, before
 * and after side by side (unchanged fields are left out). Read only.
 */
export function AuditDetailDrawer({ entry: open, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation(['audit', 'common']);
  // The entry stays shown while the drawer slides closed.
  const entry = useLast(open);
  const fmt = useFormat();
  const labels = useAuditLabels();
  const changes = entry ? auditChanges(entry.Before, entry.After) : [];

  return (
    <Drawer
      opened={open !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={entry ? <Text span fw={700} size="lg">{t('audit:detailTitle', { id: entry.ID })}</Text> : null}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {entry ? (
        <Stack gap="md">
          <Text fw={500}>{entry.Summary}</Text>
          <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: 'var(--mantine-spacing-sm)' }}>
            <Meta label={t('audit:fields.when')}>{fmt.dateTime(entry.OccurredOn)}</Meta>
            <Meta label={t('audit:fields.who')}>
              {entry.ActorUserID === null ? t('audit:system') : entry.ActorName}
              {entry.ActorEmail ? <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{entry.ActorEmail}</Text> : null}
              {entry.ActorRole ? <Badge size="xs" variant="light" mt={4}>{labels.role(entry.ActorRole)}</Badge> : null}
            </Meta>
            <Meta label={t('audit:fields.action')}>
              {labels.action(entry.Action)}
              <Text size="xs" c="dimmed" ff="monospace">{entry.Action}</Text>
            </Meta>
            <Meta label={t('audit:fields.entity')}>{labels.entity(entry.EntityType, entry.EntityID)}</Meta>
            <Meta label={t('audit:fields.requestId')}>
              <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>{entry.RequestID ?? t('audit:none')}</Text>
            </Meta>
            <Meta label={t('audit:fields.ip')}>
              <Text size="xs" ff="monospace">{entry.IP ?? t('audit:none')}</Text>
            </Meta>
          </Box>

          <Title order={2} fz="md">{t('audit:changes')}</Title>
          {changes.length === 0 ? (
            <Text c="dimmed" size="sm">{t('audit:noChanges')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table aria-label={t('audit:changes')} verticalSpacing="xs" withTableBorder withColumnBorders layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col" w="24%">{t('audit:field')}</Table.Th>
                    <Table.Th scope="col" w="38%">{t('audit:before')}</Table.Th>
                    <Table.Th scope="col" w="38%">{t('audit:after')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {changes.map((c) => (
                    <Table.Tr key={c.field}>
                      <Table.Th scope="row" fw={600} fz="sm">{labels.field(c.field)}</Table.Th>
                      <Table.Td bg={c.before === undefined || c.before === null ? undefined : 'var(--mantine-color-red-light)'}>
                        <Value value={c.before} />
                      </Table.Td>
                      <Table.Td bg={c.after === undefined || c.after === null ? undefined : 'var(--mantine-color-green-light)'}>
                        <Value value={c.after} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group gap={6} c="dimmed">
            <IconLock size={14} aria-hidden />
            <Text size="xs">{t('audit:readOnly')}</Text>
          </Group>
        </Stack>
      ) : null}
    </Drawer>
  );
}
