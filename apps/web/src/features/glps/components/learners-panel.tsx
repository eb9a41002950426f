import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, List, Loader, Progress, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GlpLearner } from '@app/contracts/glps';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { useConfirmedDelete } from '../../../ui/use-confirmed-delete.ts';
import { useAssignGlpLearners } from '../api/assign-glp-learners.ts';
import { glpKey, glpOptions } from '../api/get-glp.ts';
import { useLearnerCandidates } from '../api/get-learner-candidates.ts';
import { useUnassignGlpLearner } from '../api/unassign-glp-learner.ts';
import { localPage } from '../../../ui/local-page.ts';

type LearnerRow = GlpLearner & { ID: number };

/** Assign learners (searched by name or email) and the assigned learners with their progress on the path. */
export function LearnersPanel({ glpId, stepCount }: { glpId: number; stepCount: number }) {
  const { t } = useTranslation(['glps', 'common']);
  const { date } = useFormat();
  const queryClient = useQueryClient();
  const assign = useAssignGlpLearners(glpId);
  const unassign = useUnassignGlpLearner(glpId);
  const deletion = useConfirmedDelete<LearnerRow>(unassign, (r) => t('learners.unassigned', { name: r.UserName }));

  const [userId, setUserId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const names = useRef(new Map<number, string>());
  const chosenName = userId !== null ? names.current.get(userId) ?? null : null;
  const candidates = useLearnerCandidates(chosenName !== null && term.trim() === chosenName ? '' : term.trim());
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);

  const data = useMemo(() => {
    const items = (candidates.data ?? []).map((c) => {
      names.current.set(c.ID, c.value);
      return { value: String(c.ID), label: c.email ? `${c.value} (${c.email})` : c.value };
    });
    if (userId !== null && !items.some((i) => i.value === String(userId))) items.unshift({ value: String(userId), label: names.current.get(userId) ?? `#${userId}` });
    return items;
  }, [candidates.data, userId]);

  const doAssign = () => {
    if (userId === null) return;
    setFailure(null);
    const name = names.current.get(userId) ?? `#${userId}`;
    assign.mutate([userId], {
      onSuccess: (r) => {
        if (r.Assigned === 0) notify(t('learners.alreadyAssigned', { name }), 'info');
        else notify(r.Admitted > 0 ? t('learners.assignedAndAdmitted', { name, count: r.Admitted }) : t('learners.assigned', { name }), 'success');
        setUserId(null);
        setSearch('');
      },
      onError: (e) => {
        if (e instanceof ApiError && e.code === 'RULE_VIOLATED') setFailure({ message: t('learners.needsAdmission'), details: e.errors.map((x) => x.message) });
        else setFailure({ message: errorMessage(e), details: [] });
      },
    });
  };

  const columns: DataTableColumn<LearnerRow>[] = [
    {
      id: 'UserName',
      header: t('learners.name'),
      sortable: true,
      primary: true,
      cell: (r) => <Text size="sm" fw={500}>{r.UserName || `#${r.UserID}`}</Text>,
      csv: (r) => r.UserName,
    },
    { id: 'Email', header: t('learners.email'), sortable: true, csv: (r) => r.Email, cell: (r) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{r.Email}</Text> },
    {
      id: 'Progress',
      header: t('learners.progress'),
      sortable: true,
      width: 200,
      cell: (r) => (
        <Stack gap={4}>
          <Progress value={r.Progress} size="sm" color={r.Progress === 100 ? 'teal' : 'blue'} aria-label={t('learners.progressOf', { name: r.UserName, value: r.Progress })} />
          <Text size="xs" c="dimmed">{t('learners.stepsDone', { done: r.StepsDone, count: stepCount, value: r.Progress })}</Text>
        </Stack>
      ),
      csv: (r) => r.Progress,
    },
    { id: 'AssignedOn', header: t('learners.assignedOn'), sortable: true, nowrap: true, cell: (r) => date(r.AssignedOn) },
  ];

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('learners.find')}
            placeholder={t('learners.findPlaceholder')}
            searchable
            clearable
            allowDeselect={false}
            data={data}
            value={userId === null ? null : String(userId)}
            onChange={(v) => {
              setUserId(v ? Number(v) : null);
              setFailure(null);
            }}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            nothingFoundMessage={candidates.isPending ? t('loading') : candidates.isError ? errorMessage(candidates.error) : t('learners.noCandidates')}
            rightSection={candidates.isFetching && userId === null ? <Loader size={14} aria-hidden /> : undefined}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: '1 1 16rem' }}
          />
          <Button onClick={doAssign} disabled={userId === null} loading={assign.isPending} leftSection={<IconUserPlus size={16} aria-hidden />}>
            {t('learners.assign')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">{t('learners.admissionHint')}</Text>
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={failure.message}>
            {failure.details.length ? (
              <List size="sm" spacing={2}>
                {failure.details.map((d) => <List.Item key={d}>{d}</List.Item>)}
              </List>
            ) : null}
          </Alert>
        ) : null}
      </Stack>
      <DataTable<LearnerRow>
        label={t('learners.tableLabel')}
        queryKey={[...glpKey(glpId), 'learners']}
        fetchPage={async (q) => {
          const glp = await queryClient.fetchQuery(glpOptions(glpId));
          return localPage(glp.Learners.map((l) => ({ ...l, ID: l.UserID })), q, (r) => `${r.UserName} ${r.Email}`);
        }}
        columns={columns}
        rowKey={(r) => r.UserID}
        searchLabel={t('learners.search')}
        emptyText={t('learners.empty')}
        csvFileName="learning-path-learners"
        rowActions={(r) => (
          <Button size="xs" variant="light" color="red" leftSection={<IconUserMinus size={14} aria-hidden />} aria-label={t('learners.unassignN', { name: r.UserName })} onClick={() => deletion.ask(r)}>
            {t('learners.unassign')}
          </Button>
        )}
      />
      <ConfirmModal {...deletion.modalProps} title={t('learners.unassignTitle')} confirmLabel={t('learners.unassign')} danger>
        <Text>{t('learners.unassignText', { name: deletion.shown?.UserName ?? '' })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
