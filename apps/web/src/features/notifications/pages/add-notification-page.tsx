import { useMemo, useState } from 'react';
import {
  Alert, Button, Card, Checkbox, Group, MultiSelect, NativeSelect, SegmentedControl, Select, Stack, Text, TextInput, Textarea,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSend, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NOTIFICATION_TEXT_MAX, NOTIFICATION_TITLE_MAX, newAnnouncementSchema, type AnnouncementAudience, type NewAnnouncement } from '@app/contracts/notifications';
import { accountRoles } from '@app/contracts/roles';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { translateValidation } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useAudienceSize, useCreateAnnouncement } from '../api/announcements.ts';
import { useAudienceCourses, useAudienceUsers } from '../api/audience-options.ts';

type Kind = AnnouncementAudience['kind'];

/** A datetime-local value as an ISO instant (the browser's time zone); undefined when empty or not a date. */
function localToIso(value: string): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/**
 * /addNotification (notifications.manage): compose an announcement to everyone, a role, a course's learners or a
 * list of people, sent now or at a chosen time, optionally mailed too. The audience's size is shown before
 * sending, and sending asks for confirmation.
 */
export function AddNotificationPage() {
  const { t } = useTranslation('notifications');
  const fmt = useFormat();
  const navigate = useNavigate();
  const create = useCreateAnnouncement();

  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [link, setLink] = useState('');
  const [kind, setKind] = useState<Kind>('everyone');
  const [role, setRole] = useState<(typeof accountRoles)[number]>('Trainee');
  const [courseId, setCourseId] = useState<string | null>(null);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [userLabels, setUserLabels] = useState<Record<string, string>>({});
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [email, setEmail] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  // A field's message goes as soon as it is changed (the next send checks again).
  const edited = (key: string) => setErrors((e) => (e[key] ? { ...e, [key]: '' } : e));

  const [courseTerm, setCourseTerm] = useState('');
  const [userTerm, setUserTerm] = useState('');
  const [courseQuery] = useDebouncedValue(courseTerm, 300);
  const [userQuery] = useDebouncedValue(userTerm, 300);
  const courses = useAudienceCourses(courseQuery);
  const people = useAudienceUsers(userQuery);

  const audience: AnnouncementAudience | null = useMemo(() => {
    if (kind === 'everyone') return { kind };
    if (kind === 'role') return { kind, role };
    if (kind === 'course') return courseId ? { kind, courseId: Number(courseId) } : null;
    return userIds.length ? { kind, userIds: userIds.map(Number) } : null;
  }, [kind, role, courseId, userIds]);
  const size = useAudienceSize(audience);

  const body = (): NewAnnouncement | null => {
    const input = {
      title, text, ...(link.trim() ? { link: link.trim() } : {}), audience: audience ?? ({ kind } as AnnouncementAudience),
      ...(when === 'later' ? { sendAt: localToIso(sendAt) } : {}), email,
    };
    const parsed = newAnnouncementSchema.safeParse(input);
    const next: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'audience' ? 'audience' : String(issue.path[0]);
        next[key] ??= translateValidation(issue.message);
      }
    }
    if (!audience) next.audience = t(kind === 'course' ? 'compose.pickCourse' : 'compose.pickPeople');
    if (when === 'later') {
      const iso = localToIso(sendAt);
      if (!iso) next.sendAt = t('compose.pickTime');
      else if (new Date(iso).getTime() <= Date.now()) next.sendAt = t('compose.timeInPast');
    }
    setErrors(next);
    return Object.values(next).some(Boolean) || !parsed.success ? null : parsed.data;
  };

  const send = () => {
    const b = body();
    if (!b) return;
    create.mutate(b, {
      onSuccess: (r) => {
        setConfirming(false);
        notify(r.Status === 'sent' ? t('compose.sent', { count: r.Recipients }) : t('compose.scheduled'), 'success');
        void navigate('/notificationdashboards');
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 400) {
          const next: Record<string, string> = {};
          for (const [k, v] of Object.entries(e.fieldErrors())) next[k.replace(/^body\./, '').split('.')[0]!] = translateValidation(v);
          setErrors(next);
          setConfirming(false);
        }
      },
    });
  };

  const recipients = size.data?.Recipients;
  const courseOptions = (courses.data?.items ?? []).map((c) => ({ value: String(c.ID), label: c.Title }));
  const userOptions = [
    ...userIds.filter((id) => !(people.data?.items ?? []).some((u) => String(u.ID) === id)).map((id) => ({ value: id, label: userLabels[id] ?? `#${id}` })),
    ...(people.data?.items ?? []).map((u) => ({ value: String(u.ID), label: `${u.FirstName} ${u.LastName} (${u.Email})` })),
  ];

  return (
    <Stack gap="lg" maw={760}>
      <PageTitle title={t('compose.title')} description={t('compose.lead')} back={{ to: '/notificationdashboards', label: t('dashboard.title') }} />
      <Card withBorder padding="lg">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (body()) setConfirming(true);
          }}
        >
          <Stack gap="md">
            <TextInput label={t('compose.fields.title')} required maxLength={NOTIFICATION_TITLE_MAX} value={title} onChange={(e) => { setTitle(e.currentTarget.value); edited('title'); }} error={errors.title || undefined} />
            <Textarea
              label={t('compose.fields.text')}
              required
              autosize
              minRows={4}
              maxLength={NOTIFICATION_TEXT_MAX}
              value={text}
              onChange={(e) => { setText(e.currentTarget.value); edited('text'); }}
              error={errors.text || undefined}
              description={t('compose.textCount', { count: text.length, max: NOTIFICATION_TEXT_MAX })}
            />
            <TextInput label={t('compose.fields.link')} description={t('compose.linkHint')} placeholder="/courses" value={link} onChange={(e) => { setLink(e.currentTarget.value); edited('link'); }} error={errors.link || undefined} />

            <Stack gap={6}>
              <Text fw={500} size="sm" id="audience-label">{t('compose.fields.audience')}</Text>
              <SegmentedControl
                aria-labelledby="audience-label"
                fullWidth
                orientation={undefined}
                value={kind}
                onChange={(v) => setKind(v as Kind)}
                data={(['everyone', 'role', 'course', 'users'] as const).map((k) => ({ value: k, label: t(`audience.${k}`) }))}
                styles={{ root: { flexWrap: 'wrap' } }}
              />
              {kind === 'role' ? (
                <NativeSelect label={t('compose.fields.role')} value={role} onChange={(e) => setRole(e.currentTarget.value as typeof role)} data={accountRoles.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
              ) : null}
              {kind === 'course' ? (
                <Select
                  label={t('compose.fields.course')}
                  placeholder={t('compose.searchCourse')}
                  searchable
                  clearable
                  data={courseOptions}
                  value={courseId}
                  onChange={(v) => { setCourseId(v); edited('audience'); }}
                  searchValue={courseTerm}
                  onSearchChange={setCourseTerm}
                  nothingFoundMessage={t('compose.nothingFound')}
                  error={errors.audience || undefined}
                />
              ) : null}
              {kind === 'users' ? (
                <MultiSelect
                  label={t('compose.fields.people')}
                  placeholder={t('compose.searchPeople')}
                  searchable
                  data={userOptions}
                  value={userIds}
                  onChange={(ids) => {
                    setUserIds(ids);
                    edited('audience');
                    setUserLabels((l) => ({ ...l, ...Object.fromEntries(userOptions.filter((o) => ids.includes(o.value)).map((o) => [o.value, o.label])) }));
                  }}
                  searchValue={userTerm}
                  onSearchChange={setUserTerm}
                  filter={({ options }) => options}
                  nothingFoundMessage={t('compose.nothingFound')}
                  maxValues={5000}
                  error={errors.audience || undefined}
                />
              ) : null}
              {errors.audience && kind !== 'course' && kind !== 'users' ? <Text size="sm" c="red">{errors.audience}</Text> : null}
              <Group gap={6} aria-live="polite">
                <IconUsers size={16} aria-hidden />
                <Text size="sm" c="dimmed" data-testid="audience-size">
                  {audience === null ? t('compose.sizeUnknown') : recipients === undefined ? t('compose.sizeCounting') : t('compose.size', { count: recipients, formatted: fmt.number(recipients) })}
                </Text>
              </Group>
            </Stack>

            <Stack gap={6}>
              <Text fw={500} size="sm" id="when-label">{t('compose.fields.when')}</Text>
              <SegmentedControl aria-labelledby="when-label" value={when} onChange={(v) => setWhen(v as 'now' | 'later')} data={[{ value: 'now', label: t('compose.now') }, { value: 'later', label: t('compose.later') }]} style={{ alignSelf: 'flex-start' }} />
              {when === 'later' ? (
                <TextInput type="datetime-local" label={t('compose.fields.sendAt')} value={sendAt} onChange={(e) => { setSendAt(e.currentTarget.value); edited('sendAt'); }} error={errors.sendAt || undefined} maw={280} />
              ) : null}
            </Stack>
            <Checkbox label={t('compose.fields.email')} description={t('compose.emailHint')} checked={email} onChange={(e) => setEmail(e.currentTarget.checked)} />

            {create.isError && !(create.error instanceof ApiError && create.error.status === 400) ? (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">{errorMessage(create.error)}</Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconSend size={18} aria-hidden />}>{when === 'now' ? t('compose.send') : t('compose.schedule')}</Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={send}
        loading={create.isPending}
        title={when === 'now' ? t('compose.confirmSendTitle') : t('compose.confirmScheduleTitle')}
        confirmLabel={when === 'now' ? t('compose.send') : t('compose.schedule')}
        error={create.isError && !(create.error instanceof ApiError && create.error.status === 400) ? errorMessage(create.error) : null}
      >
        {when === 'now'
          ? t('compose.confirmSend', { count: recipients ?? 0, formatted: fmt.number(recipients ?? 0), title })
          : t('compose.confirmSchedule', { title, when: fmt.dateTime(localToIso(sendAt) ?? null) })}
      </ConfirmModal>
    </Stack>
  );
}
