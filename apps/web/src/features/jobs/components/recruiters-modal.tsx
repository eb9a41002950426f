import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@app/contracts/jobs';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAddRecruiter, useRecruiterAccounts, useRecruiters, useRemoveRecruiter } from '../api/companies.ts';

/** The recruiter accounts of a company: each belongs to one company and sees only its jobs, invitations and feedback. */
export function RecruitersModal({ company, onClose }: { company: Company | null; onClose: () => void }) {
  const { t } = useTranslation(['jobs', 'common']);
  const id = company?.ID ?? 0;
  const list = useRecruiters(company ? company.ID : null);
  const accounts = useRecruiterAccounts(company !== null);
  const add = useAddRecruiter(id);
  const remove = useRemoveRecruiter(id);
  const [pick, setPick] = useState('');
  const error = add.error ?? remove.error;
  const current = new Set((list.data ?? []).map((r) => r.UserID));
  return (
    <Modal opened={company !== null} onClose={onClose} title={t('companies.recruitersOf', { name: company?.CompanyName ?? '' })} size="lg" centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('companies.recruitersLead')}</Text>
        {error ? <Alert color="red" variant="light" role="alert">{errorMessage(error)}</Alert> : null}
        {list.data?.length ? (
          <Table>
            <Table.Tbody>
              {list.data.map((r) => (
                <Table.Tr key={r.UserID}>
                  <Table.Td>{r.Name}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.Email}</Table.Td>
                  <Table.Td w={40}>
                    <ActionIcon variant="subtle" color="red" aria-label={t('companies.removeRecruiter', { name: r.Name })} onClick={() => remove.mutate(r.UserID)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : <Text size="sm">{t('companies.noRecruiters')}</Text>}
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('companies.addRecruiter')}
            style={{ flex: 1 }}
            value={pick}
            onChange={(e) => setPick(e.currentTarget.value)}
            data={[{ value: '', label: t('companies.chooseRecruiter') }, ...(accounts.data?.items ?? []).filter((u) => !current.has(u.ID)).map((u) => ({ value: String(u.ID), label: `${u.FirstName} ${u.LastName} (${u.Email})` }))]}
          />
          <Button disabled={!pick} loading={add.isPending} onClick={() => add.mutate(Number(pick), { onSuccess: () => setPick('') })}>{t('companies.attach')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
