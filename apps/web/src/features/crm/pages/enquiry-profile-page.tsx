import { useState } from 'react';
import { Alert, Badge, Button, Card, Grid, Group, Loader, NativeSelect, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { IconCalendarPlus, IconCircleCheck, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { enquiryStatuses, type EnquiryStatus } from '@app/contracts/crm';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { call } from '../../../lib/endpoint-client.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useConvertEnquiry, useEnquiryOwners, useEnquiryProfile, useSetEnquiryOwner, useSetEnquiryStatus } from '../api/enquiries.ts';
import { useAddFollowup, useSetFollowupStatus } from '../api/followups.ts';
import { StatusBadge } from '../components/status-badge.tsx';

const kindColor: Record<string, string> = { submission: 'blue', followup: 'violet', status: 'teal', owner: 'gray', mail: 'cyan', converted: 'green', note: 'gray' };

/** /enquiryProfile/{enquiryID}: the enquiry, its timeline and follow-ups, the prospect's behaviour, and Convert. */
export function EnquiryProfilePage() {
  const { t } = useTranslation('crm');
  const fmt = useFormat();
  const id = Number(useParams().enquiryID);
  const profile = useEnquiryProfile(id);
  const owners = useEnquiryOwners();
  const setStatus = useSetEnquiryStatus();
  const setOwner = useSetEnquiryOwner();
  const convert = useConvertEnquiry();
  const addFollowup = useAddFollowup();
  const setFollowup = useSetFollowupStatus();
  const [courseId, setCourseId] = useState<string | null>(null);
  const [fDate, setFDate] = useState(() => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
  const [fTime, setFTime] = useState('10:00');
  const [fText, setFText] = useState('');
  const courses = useQuery({ queryKey: ['crm', 'courses'], queryFn: () => call(coursesEndpoints.catalogue, { query: { pageSize: 100 } }), staleTime: 60_000 });

  if (profile.isPending) return <Loader aria-label={t('loading')} />;
  if (profile.isError) return <Alert color="red" role="alert">{profile.error instanceof ApiError && profile.error.status === 404 ? t('profile.notFound') : t('loadFailed')}</Alert>;
  const { enquiry: e, timeline, followups, behaviour } = profile.data;
  const name = `${e.Name} ${e.LastName}`.trim();
  const fail = (err: unknown) => notifications.show({ color: 'red', message: errorMessage(err) });

  return (
    <Stack gap="lg">
      <PageTitle title={name} description={t('profile.lead', { id: e.ID, date: fmt.dateTime(e.CreatedOn) })} back={{ to: '/enquiries/all', label: t('list.title') }} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">{t('profile.details')}</Title>
                <StatusBadge status={e.Status} />
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                <Field label={t('fields.Email')} value={e.Email} />
                <Field label={t('fields.MobileNumber')} value={`${e.CountryCode} ${e.MobileNumber}`} />
                <Field label={t('fields.City')} value={e.City} />
                <Field label={t('fields.Degree')} value={e.Degree} />
                <Field label={t('fields.ExperienceYears')} value={e.ExperienceYears === null ? '' : String(e.ExperienceYears)} />
                <Field label={t('fields.Source')} value={`${t(`source.${e.Source}`, { defaultValue: e.Source })} · ${e.Purpose}`} />
                <Field label={t('profile.submissions')} value={String(e.Submissions)} />
              </SimpleGrid>
              <Text mt="sm" style={{ whiteSpace: 'pre-wrap' }}>{e.EnquiryDescription}</Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} mt="md">
                <NativeSelect label={t('fields.Status')} value={e.Status} disabled={setStatus.isPending}
                  onChange={(ev) => setStatus.mutate({ id: e.ID, Status: ev.currentTarget.value as EnquiryStatus }, { onError: fail })}
                  data={enquiryStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
                <NativeSelect label={t('fields.Owner')} value={e.OwnerID ? String(e.OwnerID) : ''} disabled={setOwner.isPending}
                  onChange={(ev) => setOwner.mutate({ id: e.ID, OwnerID: ev.currentTarget.value ? Number(ev.currentTarget.value) : null }, { onError: fail })}
                  data={[{ value: '', label: t('unassigned') }, ...(owners.data ?? []).map((o) => ({ value: String(o.ID), label: o.Name }))]} />
              </SimpleGrid>
            </Card>

            <Card withBorder padding="lg" component="section" aria-labelledby="followups-title">
              <Title order={2} size="h4" id="followups-title" mb="sm">{t('followups.title')}</Title>
              <Stack gap="xs">
                {followups.length === 0 ? <Text c="dimmed" size="sm">{t('followups.none')}</Text> : null}
                {followups.map((f) => (
                  <Group key={f.ID} justify="space-between" gap="xs">
                    <div>
                      <Text size="sm" fw={600}>{f.FollowupDate} {f.FollowupTime} UTC · {f.OwnerName}</Text>
                      <Text size="sm">{f.Description}</Text>
                    </div>
                    {f.Status === 'Open' ? (
                      <Button size="xs" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />} onClick={() => setFollowup.mutate({ id: f.ID, Status: 'Done' }, { onError: fail })}>{t('followups.done')}</Button>
                    ) : <Badge variant="light" color="gray">{t(`followupStatus.${f.Status}`)}</Badge>}
                  </Group>
                ))}
              </Stack>
              <form onSubmit={(ev) => {
                ev.preventDefault();
                addFollowup.mutate({ id: e.ID, FollowupDate: fDate, FollowupTime: fTime, Description: fText }, { onSuccess: () => setFText(''), onError: fail });
              }}>
                <Group align="flex-end" mt="md" gap="sm">
                  <TextInput type="date" label={t('fields.FollowupDate')} value={fDate} onChange={(ev) => setFDate(ev.currentTarget.value)} required />
                  <TextInput type="time" label={t('fields.FollowupTime')} value={fTime} onChange={(ev) => setFTime(ev.currentTarget.value)} required />
                </Group>
                <Textarea mt="sm" label={t('fields.Description')} value={fText} onChange={(ev) => setFText(ev.currentTarget.value)} required minRows={2} autosize />
                <Button type="submit" mt="sm" loading={addFollowup.isPending} leftSection={<IconCalendarPlus size={16} aria-hidden />}>{t('followups.add')}</Button>
              </form>
            </Card>

            <Card withBorder padding="lg" component="section" aria-labelledby="timeline-title">
              <Title order={2} size="h4" id="timeline-title" mb="md">{t('profile.timeline')}</Title>
              <Timeline bulletSize={14} lineWidth={2}>
                {timeline.map((x) => (
                  <Timeline.Item key={x.ID} color={kindColor[x.Kind]} title={<Text size="sm" fw={600}>{t(`kind.${x.Kind}`)}</Text>}>
                    <Text size="sm">{x.Text}</Text>
                    <Text size="xs" c="dimmed">{fmt.dateTime(x.CreatedOn)}{x.ActorName ? ` · ${x.ActorName}` : ''}</Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg" component="section" aria-labelledby="convert-title">
              <Title order={2} size="h4" id="convert-title">{t('convert.title')}</Title>
              <Text size="sm" c="dimmed" mb="sm">{t('convert.lead')}</Text>
              <Select label={t('convert.course')} searchable value={courseId} onChange={setCourseId}
                data={(courses.data?.items ?? []).map((c) => ({ value: String(c.ID), label: c.Title }))} />
              <Button mt="sm" leftSection={<IconSchool size={16} aria-hidden />} disabled={!courseId} loading={convert.isPending}
                onClick={() => convert.mutate({ id: e.ID, CourseID: Number(courseId) }, {
                  onSuccess: (r) => notifications.show({ color: 'green', message: r.CreatedAccount ? t('convert.created', { name }) : t('convert.linked', { name }) }),
                  onError: fail,
                })}>{t('convert.submit')}</Button>
            </Card>
            <Card withBorder padding="lg" component="section" aria-labelledby="behaviour-title">
              <Title order={2} size="h4" id="behaviour-title" mb="sm">{t('behaviour.title')}</Title>
              {!behaviour ? <Text size="sm" c="dimmed">{t('behaviour.noAccount')}</Text> : (
                <Stack gap="xs">
                  <Field label={t('behaviour.lastActive')} value={behaviour.LastActive ? fmt.dateTime(behaviour.LastActive) : t('behaviour.never')} />
                  <Field label={t('behaviour.lessons')} value={String(behaviour.LessonsWatched)} />
                  <Text size="sm" fw={600}>{t('behaviour.courses')}</Text>
                  {behaviour.CoursesPreviewed.length === 0 ? <Text size="sm" c="dimmed">{t('behaviour.none')}</Text> : behaviour.CoursesPreviewed.map((c) => (
                    <Group key={c.CourseID} gap="xs"><Text size="sm">{c.Title}</Text>{c.Admitted ? <Badge size="sm" variant="light" color="green">{t('behaviour.admitted')}</Badge> : null}</Group>
                  ))}
                  <Text size="sm" fw={600}>{t('behaviour.tests')}</Text>
                  {behaviour.TestsTried.length === 0 ? <Text size="sm" c="dimmed">{t('behaviour.none')}</Text> : behaviour.TestsTried.map((x, i) => (
                    <Text key={i} size="sm">{x.Title}: {x.Score === null ? '—' : `${Math.round(x.Score)}%`} ({fmt.date(x.On)})</Text>
                  ))}
                </Stack>
              )}
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Text>
    </div>
  );
}
