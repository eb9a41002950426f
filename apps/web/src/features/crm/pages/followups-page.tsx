import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, CopyButton, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCalendarShare, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Followup } from '@app/contracts/crm';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useCalendarFeed, useFollowups } from '../api/followups.ts';

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** /followups: the follow-ups of a month as a list or a calendar, and the caller's iCal address. */
export function FollowupsPage() {
  const { t, i18n } = useTranslation('crm');
  const [month, setMonth] = useState(() => { const d = new Date(); return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)); });
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const last = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0));
  const list = useFollowups(iso(month), iso(last));
  const feed = useCalendarFeed();
  const shift = (n: number) => setMonth(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + n, 1)));
  const items = list.data ?? [];
  const monthName = month.toLocaleDateString(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });

  return (
    <Stack gap="lg">
      <PageTitle title={t('followups.pageTitle')} description={t('followups.lead')}
        actions={<Button variant="default" leftSection={<IconCalendarShare size={18} aria-hidden />} loading={feed.isPending} onClick={() => feed.mutate()}>{t('followups.ical')}</Button>} />
      {feed.data ? (
        <Alert color="blue" title={t('followups.icalTitle')}>
          <Text size="sm" mb="xs">{t('followups.icalLead')}</Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput readOnly value={feed.data.Url} aria-label={t('followups.icalTitle')} style={{ flex: 1 }} />
            <CopyButton value={feed.data.Url}>{({ copied, copy }) => <Button onClick={copy} variant="light">{copied ? t('copied') : t('copy')}</Button>}</CopyButton>
          </Group>
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="default" size="sm" onClick={() => shift(-1)} aria-label={t('followups.prev')}><IconChevronLeft size={16} aria-hidden /></Button>
          <Text fw={600} aria-live="polite">{monthName}</Text>
          <Button variant="default" size="sm" onClick={() => shift(1)} aria-label={t('followups.next')}><IconChevronRight size={16} aria-hidden /></Button>
        </Group>
        <SegmentedControl value={view} onChange={(v) => setView(v as 'list' | 'calendar')} data={[{ value: 'list', label: t('followups.list') }, { value: 'calendar', label: t('followups.calendar') }]} />
      </Group>
      {list.isError ? <Alert color="red" role="alert">{t('followups.failed')}</Alert> : null}
      {view === 'list' ? (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={t('followups.pageTitle')}>
              <Table.Thead>
                <Table.Tr><Table.Th>{t('fields.Name')}</Table.Th><Table.Th>{t('fields.FollowupDate')}</Table.Th><Table.Th>{t('fields.FollowupTime')}</Table.Th><Table.Th>{t('fields.Status')}</Table.Th><Table.Th>{t('fields.Description')}</Table.Th><Table.Th>{t('fields.Owner')}</Table.Th></Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.length === 0 && !list.isPending ? <Table.Tr><Table.Td colSpan={6}><Text c="dimmed" size="sm">{t('followups.empty')}</Text></Table.Td></Table.Tr> : null}
                {items.map((f) => (
                  <Table.Tr key={f.ID}>
                    <Table.Td><Anchor component={Link} to={`/enquiryProfile/${f.EnquiryID}`}>{f.Name}</Anchor></Table.Td>
                    <Table.Td>{f.FollowupDate}</Table.Td><Table.Td>{f.FollowupTime} UTC</Table.Td>
                    <Table.Td><Badge variant="light" color={f.Status === 'Open' ? 'blue' : 'gray'}>{t(`followupStatus.${f.Status}`)}</Badge></Table.Td>
                    <Table.Td>{f.Description}</Table.Td><Table.Td>{f.OwnerName}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : <MonthGrid month={month} items={items} label={t('followups.calendar')} locale={i18n.language} />}
    </Stack>
  );
}

function MonthGrid({ month, items, label, locale }: { month: Date; items: Followup[]; label: string; locale: string }) {
  const days = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  const lead = (month.getUTCDay() + 6) % 7;
  const cells = [...Array.from({ length: lead }, () => null), ...Array.from({ length: days }, (_, i) => i + 1)];
  // Weekday names from a Monday (5 January 2026), in the reader's language.
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 0, 5 + i)).toLocaleDateString(locale, { weekday: 'short', timeZone: 'UTC' }));
  return (
    <Stack gap={4}>
    <SimpleGrid cols={7} spacing={4} aria-hidden>
      {weekdays.map((w) => <Text key={w} size="xs" fw={600} ta="center" c="dimmed">{w}</Text>)}
    </SimpleGrid>
    <SimpleGrid cols={7} spacing={4} role="list" aria-label={label}>
      {cells.map((d, i) => {
        const date = d ? iso(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), d))) : '';
        const mine = d ? items.filter((f) => f.FollowupDate === date) : [];
        return (
          <Card key={i} withBorder={!!d} padding={4} mih={72} role={d ? 'listitem' : 'presentation'} aria-label={d ? date : undefined}>
            {d ? <Text size="xs" fw={600}>{d}</Text> : null}
            {mine.map((f) => <Anchor key={f.ID} component={Link} to={`/enquiryProfile/${f.EnquiryID}`} size="xs" display="block" lineClamp={1} style={{ paddingBlock: 4, minHeight: 24 }}>{f.FollowupTime} {f.Name}</Anchor>)}
          </Card>
        );
      })}
    </SimpleGrid>
    </Stack>
  );
}
