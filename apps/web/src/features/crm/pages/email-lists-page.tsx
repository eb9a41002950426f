import { useState } from 'react';
import { Alert, Button, Card, FileButton, Group, NativeSelect, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useAddListMembers, useCreateEmailList, useEmailLists } from '../api/campaigns.ts';

/** /appAdmin/emailList and /Others/AddUsersEmailList: named e-mail lists, filled by pasting or importing a CSV. */
export function EmailListsPage() {
  const { t } = useTranslation('crm');
  const fmt = useFormat();
  const lists = useEmailLists();
  const create = useCreateEmailList();
  const add = useAddListMembers();
  const [name, setName] = useState('');
  const [listId, setListId] = useState('');
  const [csv, setCsv] = useState('Email,Name\n');
  const fail = (err: unknown) => notifications.show({ color: 'red', message: errorMessage(err) });
  return (
    <Stack gap="lg">
      <PageTitle title={t('lists.title')} description={t('lists.lead')} />
      <Card withBorder padding="lg">
        <form onSubmit={(e) => { e.preventDefault(); create.mutate(name, { onSuccess: (l) => { setName(''); setListId(String(l.ID)); }, onError: fail }); }}>
          <Group align="flex-end">
            <TextInput label={t('lists.newName')} required value={name} onChange={(e) => setName(e.currentTarget.value)} style={{ flex: 1 }} maw={360} />
            <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={create.isPending}>{t('lists.create')}</Button>
          </Group>
        </form>
      </Card>
      <Card withBorder padding="lg" component="section" aria-labelledby="add-title">
        <Title order={2} size="h4" id="add-title" mb="sm">{t('lists.add')}</Title>
        <Stack gap="sm">
          <NativeSelect label={t('send.list')} value={listId} onChange={(e) => setListId(e.currentTarget.value)} data={[{ value: '', label: t('send.chooseList') }, ...(lists.data ?? []).map((l) => ({ value: String(l.ID), label: l.Name }))]} />
          <Textarea label={t('lists.csv')} description={t('lists.csvHint')} autosize minRows={4} maxRows={12} ff="monospace" value={csv} onChange={(e) => setCsv(e.currentTarget.value)} />
          <Group>
            <FileButton accept=".csv,text/csv" onChange={(f) => { if (f) void f.text().then(setCsv); }}>
              {(props) => <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} {...props}>{t('lists.import')}</Button>}
            </FileButton>
            <Button disabled={!listId} loading={add.isPending} onClick={() => add.mutate({ id: Number(listId), Csv: csv }, {
              onSuccess: (r) => notifications.show({ color: 'green', message: t('lists.added', { added: r.Added, skipped: r.Skipped, invalid: r.Invalid.length }) }),
              onError: fail,
            })}>{t('lists.addSubmit')}</Button>
          </Group>
          {add.data?.Invalid.length ? <Alert color="yellow">{t('lists.invalid', { list: add.data.Invalid.slice(0, 10).join(', ') })}</Alert> : null}
        </Stack>
      </Card>
      <Card withBorder padding={0}>
        <Table striped aria-label={t('lists.title')}>
          <Table.Thead><Table.Tr><Table.Th>{t('lists.name')}</Table.Th><Table.Th>{t('lists.members')}</Table.Th><Table.Th>{t('fields.CreatedOn')}</Table.Th></Table.Tr></Table.Thead>
          <Table.Tbody>
            {(lists.data ?? []).length === 0 && !lists.isPending ? <Table.Tr><Table.Td colSpan={3}><Text size="sm" c="dimmed">{t('lists.empty')}</Text></Table.Td></Table.Tr> : null}
            {(lists.data ?? []).map((l) => <Table.Tr key={l.ID}><Table.Td>{l.Name}</Table.Td><Table.Td>{l.Members}</Table.Td><Table.Td>{fmt.date(l.CreatedOn)}</Table.Td></Table.Tr>)}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
