import { useState } from 'react';
import { Box, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { auditActions, auditAreas, auditEntityTypes, type AuditEntry } from '@app/contracts/audit';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { saveAuditLogCsv } from '../api/download-audit-log.ts';
import { useAuditActors } from '../api/get-audit-actors.ts';
import { auditLogKey, getAuditLog, type AuditFilters } from '../api/get-audit-log.ts';
import { AuditDetailDrawer } from '../components/audit-detail-drawer.tsx';
import { useAuditLabels } from '../components/audit-labels.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Badge colour of an action: what it did to the record. */
function actionColor(action: string): string {
  if (/\.(delete|remove|revoke|deactivate|unpublish|return)$/.test(action)) return 'red';
  if (/\.(create|admit|publish|activate|accept)$/.test(action)) return 'teal';
  return 'blue';
}

/**
 * /Others/AuditLog (SuperAdmin): the staff audit log, newest first, with filters by staff member, action, record
 * and day range, the shared search, a CSV of the same filter made by the server, and each entry's details with
 * the fields it changed. Read only: there is nothing to edit here.
 */
export function AuditLogPage() {
  const { t } = useTranslation('audit');
  const fmt = useFormat();
  const labels = useAuditLabels();
  const actors = useAuditActors();
  const [actorId, setActorId] = useState('');
  const [action, setAction] = useState('');
  const [entityType, setEntityType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [shown, setShown] = useState<AuditEntry | null>(null);

  const rangeError = DAY.test(from) && DAY.test(to) && to < from ? t('filters.toBeforeFrom') : null;
  const filters: AuditFilters = {
    ...(actorId ? { actorId: Number(actorId) } : {}),
    ...(action ? { action } : {}),
    ...(entityType ? { entityType } : {}),
    ...(DAY.test(from) && !rangeError ? { from } : {}),
    ...(DAY.test(to) && !rangeError ? { to } : {}),
  };
  const filtered = Object.keys(filters).length > 0;
  const clear = () => {
    setActorId('');
    setAction('');
    setEntityType('');
    setFrom('');
    setTo('');
  };

  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: 'OccurredOn', header: t('fields.when'), sortable: true, nowrap: true,
      cell: (e) => <time dateTime={e.OccurredOn}>{fmt.dateTime(e.OccurredOn)}</time>,
    },
    {
      id: 'ActorName', header: t('fields.who'), sortable: true,
      cell: (e) => (
        <>
          {e.ActorUserID === null ? t('system') : e.ActorName}
          {e.ActorRole ? <Text size="xs" c="dimmed">{labels.role(e.ActorRole)}</Text> : null}
        </>
      ),
    },
    {
      id: 'Action', header: t('fields.action'), sortable: true, primary: true,
      cell: (e) => (
        <Group gap={8} wrap="nowrap" align="baseline">
          <Box w={8} h={8} bg={`${actionColor(e.Action)}.6`} style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
          <Text span size="sm" fw={500}>{labels.action(e.Action)}</Text>
        </Group>
      ),
    },
    { id: 'EntityType', header: t('fields.entity'), sortable: true, cell: (e) => labels.entity(e.EntityType, e.EntityID) },
    { id: 'Summary', header: t('fields.summary'), cell: (e) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{e.Summary}</Text> },
  ];

  // Full width on a phone; side by side from 576 px, the two days kept together.
  const selectWidth = { base: '100%', xs: '12rem' };
  const filterControls = (
    <>
      <NativeSelect
        label={t('filters.actor')}
        w={selectWidth}
        size="sm"
        value={actorId}
        onChange={(e) => setActorId(e.currentTarget.value)}
        data={[
          { value: '', label: t('filters.allActors') },
          ...(actors.data ?? []).map((a) => ({ value: String(a.ID), label: a.Role ? `${a.Name} (${labels.role(a.Role)})` : a.Name })),
        ]}
      />
      <NativeSelect
        label={t('filters.action')}
        w={selectWidth}
        size="sm"
        value={action}
        onChange={(e) => setAction(e.currentTarget.value)}
        data={[
          { value: '', label: t('filters.allActions') },
          ...auditAreas.map((area) => ({
            group: labels.area(area),
            items: [
              { value: `${area}.`, label: t('filters.allInArea', { area: labels.area(area) }) },
              ...auditActions.filter((a) => a.startsWith(`${area}.`)).map((a) => ({ value: a, label: labels.action(a) })),
            ],
          })),
        ]}
      />
      <NativeSelect
        label={t('filters.entityType')}
        w={selectWidth}
        size="sm"
        value={entityType}
        onChange={(e) => setEntityType(e.currentTarget.value)}
        data={[{ value: '', label: t('filters.allEntityTypes') }, ...auditEntityTypes.map((type) => ({ value: type, label: labels.entityType(type) }))]}
      />
      <Group gap="sm" wrap="nowrap" align="flex-start" w={{ base: '100%', xs: 'auto' }}>
        <TextInput type="date" label={t('filters.from')} size="sm" style={{ flex: 1 }} miw="9.5rem" value={from} max={to || undefined} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label={t('filters.to')} size="sm" style={{ flex: 1 }} miw="9.5rem" value={to} min={from || undefined} onChange={(e) => setTo(e.currentTarget.value)} error={rangeError} />
      </Group>
      {filtered ? <Button variant="subtle" size="sm" onClick={clear}>{t('filters.clear')}</Button> : null}
    </>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} description={t('lead')} />
      <DataTable<AuditEntry, AuditFilters>
        label={t('tableLabel')}
        queryKey={auditLogKey}
        fetchPage={getAuditLog}
        filters={filters}
        filterControls={filterControls}
        columns={columns}
        rowKey={(e) => e.ID}
        searchLabel={t('search')}
        serverCsv={(q) => saveAuditLogCsv(q)}
        emptyText={filtered ? t('emptyFiltered') : t('empty')}
        rowActions={(e) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileSearch size={14} aria-hidden />}
            aria-label={t('detailsOf', { id: e.ID })}
            onClick={() => setShown(e)}
          >
            {t('details')}
          </Button>
        )}
      />
      <AuditDetailDrawer entry={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
