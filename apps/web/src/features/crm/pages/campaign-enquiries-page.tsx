import { Alert, Anchor, Card, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useCampaignEnquiries } from '../api/enquiries.ts';

/** /Others/CampaignEnquiries ("Campaign Registrations"): registrations received per campaign and form. */
export function CampaignEnquiriesPage() {
  const { t } = useTranslation('crm');
  const fmt = useFormat();
  const data = useCampaignEnquiries();
  return (
    <Stack gap="lg">
      <PageTitle title={t('byCampaign.title')} description={t('byCampaign.lead')} />
      {data.isError ? <Alert color="red" role="alert">{t('loadFailed')}</Alert> : null}
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t('byCampaign.title')}>
            <Table.Thead><Table.Tr><Table.Th>{t('fields.Source')}</Table.Th><Table.Th>{t('fields.Purpose')}</Table.Th><Table.Th>{t('byCampaign.count')}</Table.Th><Table.Th>{t('byCampaign.last')}</Table.Th></Table.Tr></Table.Thead>
            <Table.Tbody>
              {(data.data ?? []).length === 0 && !data.isPending ? <Table.Tr><Table.Td colSpan={4}><Text c="dimmed" size="sm">{t('byCampaign.empty')}</Text></Table.Td></Table.Tr> : null}
              {(data.data ?? []).map((r) => (
                <Table.Tr key={`${r.Source}-${r.Purpose}`}>
                  <Table.Td><Anchor component={Link} to="/enquiries/all">{t(`source.${r.Source}`, { defaultValue: r.Source })}</Anchor></Table.Td>
                  <Table.Td>{r.Purpose}</Table.Td><Table.Td>{r.Count}</Table.Td><Table.Td>{fmt.dateTime(r.Last)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
