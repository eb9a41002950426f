import { useState } from 'react';
import { Badge, Button, Card, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAddressBook, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { emailHistorySchema } from '@app/contracts/crm';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getEmailHistory, useCampaignList } from '../api/campaigns.ts';

type Row = z.infer<typeof emailHistorySchema>;
const color: Record<string, string> = { queued: 'blue', sent: 'green', opened: 'teal', failed: 'red', suppressed: 'gray' };

/** /Others/EmailHistory: the campaigns (POST /Sendemail/getCampaignList) and every mail with its status per recipient. */
export function EmailHistoryPage() {
  const { t } = useTranslation('crm');
  const fmt = useFormat();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const campaigns = useCampaignList(from || undefined, to || undefined);
  const columns: DataTableColumn<Row>[] = [
    { id: 'CampaignName', header: t('history.campaign'), cell: (r) => r.CampaignName },
    { id: 'Email', header: t('fields.Email'), sortable: true, primary: true, cell: (r) => r.Email },
    {
      id: 'Status', header: t('fields.Status'), csv: (r) => r.Status,
      // A failed mail names the receiving server's answer (a bounced address is suppressed from then on).
      cell: (r) => <Stack gap={2}><Badge variant="light" color={color[r.Status]}>{t(`mailStatus.${r.Status}`)}</Badge>{r.Error ? <Text size="xs" c="dimmed">{r.Error}</Text> : null}</Stack>,
    },
    { id: 'SentOn', header: t('history.sentOn'), cell: (r) => (r.SentOn ? fmt.dateTime(r.SentOn) : '') },
    { id: 'OpenedOn', header: t('history.openedOn'), cell: (r) => (r.OpenedOn ? fmt.dateTime(r.OpenedOn) : '') },
  ];
  return (
    <Stack gap="lg">
      <PageTitle title={t('history.title')} description={t('history.lead')}
        actions={<Group gap="sm">
          <Button component={Link} to="/Others/sendEmail" leftSection={<IconSend size={18} aria-hidden />}>{t('send.title')}</Button>
          <Button component={Link} to="/appAdmin/emailList" variant="default" leftSection={<IconAddressBook size={18} aria-hidden />}>{t('lists.title')}</Button>
        </Group>} />
      <Card withBorder padding="md" component="section" aria-labelledby="campaigns-title">
        <Group justify="space-between" align="flex-end" mb="sm">
          <Title order={2} size="h4" id="campaigns-title">{t('history.campaigns')}</Title>
          <Group gap="sm">
            <TextInput type="date" size="xs" label={t('filters.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
            <TextInput type="date" size="xs" label={t('filters.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('history.campaigns')}>
            <Table.Thead><Table.Tr><Table.Th>{t('fields.CreatedOn')}</Table.Th><Table.Th>{t('history.date')}</Table.Th><Table.Th>{t('history.campaign')}</Table.Th><Table.Th>{t('send.subject')}</Table.Th><Table.Th>{t('fields.Status')}</Table.Th><Table.Th>{t('history.recipients')}</Table.Th></Table.Tr></Table.Thead>
            <Table.Tbody>
              {(campaigns.data ?? []).length === 0 && !campaigns.isPending ? <Table.Tr><Table.Td colSpan={6}><Text size="sm" c="dimmed">{t('history.noCampaigns')}</Text></Table.Td></Table.Tr> : null}
              {(campaigns.data ?? []).map((c) => (
                <Table.Tr key={c.ID}>
                  <Table.Td>{fmt.dateTime(c.CreatedOn)}</Table.Td><Table.Td>{fmt.dateTime(c.CampaignDate)}</Table.Td>
                  <Table.Td>{c.CampaignName}</Table.Td><Table.Td>{c.MailSubject}</Table.Td>
                  <Table.Td><Badge variant="light">{t(`campaignStatus.${c.Status}`, { defaultValue: c.Status })}</Badge></Table.Td>
                  <Table.Td>{c.Recipients ? t('history.reached', { count: c.Recipients - c.Suppressed, suppressed: c.Suppressed }) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <DataTable<Row, { campaignId?: number }>
        label={t('history.mails')} queryKey={['campaigns', 'history']} fetchPage={getEmailHistory} columns={columns} rowKey={(r) => r.ID}
        filters={campaignId ? { campaignId: Number(campaignId) } : {}}
        filterControls={<NativeSelect label={t('history.campaign')} size="sm" value={campaignId} onChange={(e) => setCampaignId(e.currentTarget.value)} data={[{ value: '', label: t('history.allCampaigns') }, ...(campaigns.data ?? []).map((c) => ({ value: String(c.ID), label: c.CampaignName }))]} />}
        searchLabel={t('history.search')} csvFileName="email-history" emptyText={t('history.empty')}
      />
    </Stack>
  );
}
