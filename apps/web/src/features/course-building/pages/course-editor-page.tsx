import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert, Button, Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconDeviceFloppy, IconExternalLink, IconEyeOff, IconPlus, IconWorldUpload } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseStatus, Lesson } from '@app/contracts/courses';
import { hasCapability } from '@app/contracts/roles';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { translateValidation } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { RichTextField } from '../../../ui/rich-text-field.tsx';
import { useLast } from '../../../ui/use-last.ts';
import { useDeleteLesson } from '../api/delete-lesson.ts';
import { useCourse, type CourseDetail } from '../api/get-course.ts';
import { useReorderLessons } from '../api/reorder-lessons.ts';
import { useSaveCourse } from '../api/save-course.ts';
import { uploadContentImage } from '../api/upload-content-image.ts';
import { LessonList } from '../components/lesson-list.tsx';
import { LessonModal } from '../components/lesson-modal.tsx';
import { MentorsSection } from '../components/mentors-section.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { courseFieldOf, courseToForm, emptyCourse, formToCourseInput, validateCourseForm, type CourseFormValues } from '../lib/course-form.ts';
import { formatPrice, toMinorUnits } from '../lib/money.ts';
import { COURSES_PATH, courseEditorPath, idParam, landingPath } from '../lib/paths.ts';
import { followsTitle, slugify } from '../lib/slug.ts';

/** /courseBuilding/courses/{COURSEID}: a course's details, mentors and ordered lessons ('new' adds a course). */
export function CourseEditorPage() {
  const { COURSEID } = useParams();
  const id = idParam(COURSEID);
  return <CourseEditor key={id ?? 'new'} id={id} />;
}

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg">{title}</Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function CourseEditor({ id }: { id: number | null }) {
  const { t } = useTranslation(['course-building', 'common']);
  const navigate = useNavigate();
  const role = useAuthStore((s) => s.user?.role ?? null);
  const { locale } = useFormat();
  const course = useCourse(id);
  const save = useSaveCourse();
  const [formError, setFormError] = useState<string | null>(null);
  // The URL follows the title until the builder types one of their own.
  const [urlTouched, setUrlTouched] = useState(false);
  const form = useForm<CourseFormValues>({ mode: 'controlled', initialValues: emptyCourse() });

  useEffect(() => {
    if (course.data) {
      form.setValues(courseToForm(course.data));
      form.resetDirty();
      setUrlTouched(!followsTitle(course.data.Url, course.data.Title));
    }
  }, [course.data?.ID, course.data?.Title, course.data?.Url, course.data?.Status, course.data?.Description, course.data?.ImageUrl, course.data?.Duration]);

  const saveValues = async (values: CourseFormValues) => {
    setFormError(null);
    const errors = validateCourseForm(values, { price: t('validation.price') });
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      setFormError(t('fixErrors'));
      return false;
    }
    try {
      const result = await save.mutateAsync({ id, item: formToCourseInput(values) });
      const saved = result.item!;
      notify(id === null ? t('courses.created', { title: saved.Title }) : t('courses.saved', { title: saved.Title }), 'success');
      if (id === null) void navigate(courseEditorPath(saved.ID), { replace: true });
      else form.resetDirty();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        const errs: Record<string, string> = {};
        for (const e of error.errors) errs[courseFieldOf(e.path.replace(/^body\./, ''))] ??= translateValidation(e.message);
        form.setErrors(errs);
      }
      setFormError(errorMessage(error));
      return false;
    }
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void saveValues(form.getValues());
  };

  const setStatus = async (status: CourseStatus) => {
    const before = form.getValues().Status;
    form.setFieldValue('Status', status);
    const ok = await saveValues({ ...form.getValues(), Status: status });
    if (!ok) form.setFieldValue('Status', before);
  };

  const title = id === null ? t('courses.addTitle') : t('courses.editTitle');
  const back = { to: COURSES_PATH, label: t('courses.back') };

  if (id !== null && course.isPending) {
    return (
      <Stack gap="lg">
        <PageTitle title={title} back={back} />
        <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>
      </Stack>
    );
  }
  if (id !== null && course.isError) {
    return (
      <Stack gap="lg">
        <PageTitle title={title} back={back} />
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {course.error instanceof ApiError && course.error.code === 'NOT_FOUND' ? t('courses.notFound', { id }) : errorMessage(course.error)}
        </Alert>
        <Group><Button variant="default" onClick={() => void course.refetch()}>{t('common:actions.retry')}</Button></Group>
      </Stack>
    );
  }

  const v = form.getValues();
  const saved = course.data;
  const published = saved?.Status === 'published';

  return (
    <Stack gap="lg">
      <PageTitle
        title={title}
        description={saved ? (
          <Group gap="xs" component="span">
            <span>{saved.Title}</span>
            <StatusBadge status={saved.Status} />
          </Group>
        ) : t('courses.addLead')}
        back={back}
        actions={saved ? (
          <>
            {published ? (
              <Button component={Link} to={landingPath(saved.Url)} target="_blank" rel="noopener" variant="default" size="sm" leftSection={<IconExternalLink size={16} aria-hidden />}>
                {t('courses.preview')}
              </Button>
            ) : null}
            <Button
              size="sm"
              color={published ? 'gray' : 'green'}
              variant={published ? 'default' : 'filled'}
              loading={save.isPending}
              leftSection={published ? <IconEyeOff size={16} aria-hidden /> : <IconWorldUpload size={16} aria-hidden />}
              onClick={() => void setStatus(published ? 'draft' : 'published')}
            >
              {published ? t('courses.unpublish') : t('courses.publish')}
            </Button>
          </>
        ) : undefined}
      />
      {saved && !published ? <Text size="sm" c="dimmed">{t('courses.previewHint')}</Text> : null}

      <form onSubmit={submit} noValidate>
        <Section title={t('courses.sectionDetails')}>
          {formError ? <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{formError}</Alert> : null}
          <TextInput
            label={t('fields.title')}
            required
            maxLength={150}
            {...form.getInputProps('Title')}
            onChange={(e) => {
              const next = e.currentTarget.value;
              form.setFieldValue('Title', next);
              if (!urlTouched) form.setFieldValue('Url', slugify(next));
            }}
          />
          <TextInput
            label={t('fields.url')}
            description={t('courses.urlHint', { url: `/courselanding/${v.Url || '…'}/overview` })}
            required
            maxLength={100}
            {...form.getInputProps('Url')}
            onChange={(e) => {
              const next = e.currentTarget.value.toLowerCase();
              form.setFieldValue('Url', next);
              setUrlTouched(!followsTitle(next, form.getValues().Title) || next === '');
            }}
            rightSectionWidth={urlTouched ? 110 : undefined}
            rightSection={urlTouched && slugify(v.Title) && slugify(v.Title) !== v.Url ? (
              <Button size="compact-xs" variant="subtle" onClick={() => { form.setFieldValue('Url', slugify(form.getValues().Title)); setUrlTouched(false); }}>
                {t('courses.suggestUrl')}
              </Button>
            ) : undefined}
          />
          <TextInput label={t('fields.imageUrl')} description={t('courses.imageHint')} type="url" {...form.getInputProps('ImageUrl')} />
          <RichTextField
            label={t('fields.description')}
            value={v.Description}
            onChange={(text) => form.setFieldValue('Description', text)}
            error={form.errors.Description}
            minRows={4}
            onUploadImage={uploadContentImage}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('fields.priceInr')}
              description={priceHint(v.PriceINR, 'INR', locale, t)}
              inputMode="decimal"
              placeholder="0.00"
              leftSection={<Text size="sm" aria-hidden>₹</Text>}
              {...form.getInputProps('PriceINR')}
            />
            <TextInput
              label={t('fields.priceUsd')}
              description={priceHint(v.PriceUSD, 'USD', locale, t)}
              inputMode="decimal"
              placeholder="0.00"
              leftSection={<Text size="sm" aria-hidden>$</Text>}
              {...form.getInputProps('PriceUSD')}
            />
            <TextInput label={t('fields.duration')} description={t('courses.durationHint')} maxLength={60} {...form.getInputProps('Duration')} />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="course-status-label">{t('fields.status')}</Text>
            <SegmentedControl
              aria-labelledby="course-status-label"
              value={v.Status}
              onChange={(s) => form.setFieldValue('Status', s as CourseStatus)}
              data={[{ value: 'draft', label: t('status.draft') }, { value: 'published', label: t('status.published') }]}
              style={{ alignSelf: 'flex-start' }}
            />
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={COURSES_PATH} variant="default">{t('common:actions.cancel')}</Button>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {id === null ? t('courses.create') : t('courses.save')}
            </Button>
          </Group>
        </Section>
      </form>

      {saved ? (
        <>
          <Section title={t('mentors.title')}>
            <MentorsSection courseId={saved.ID} mentors={saved.Mentors ?? []} canAssign={hasCapability(role, 'courses.manage')} />
          </Section>
          <LessonsSection course={saved} />
        </>
      ) : (
        <Text size="sm" c="dimmed">{t('courses.lessonsAfterSave')}</Text>
      )}
    </Stack>
  );
}

/** "Learners pay ₹499.00" under a price field, or the hint when the amount cannot be read. */
function priceHint(text: string, currency: 'INR' | 'USD', locale: string, t: (key: string, o?: Record<string, unknown>) => string): string {
  const minor = toMinorUnits(text);
  if (minor === null) return t('courses.priceHint');
  return minor === 0 ? t('courses.free') : t('courses.priceIs', { price: formatPrice(minor, currency, locale) });
}

function LessonsSection({ course }: { course: CourseDetail }) {
  const { t } = useTranslation(['course-building', 'common']);
  const [editing, setEditing] = useState<Lesson | 'new' | null>(null);
  const [removing, setRemoving] = useState<Lesson | null>(null);
  const shownRemoving = useLast(removing);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const reorder = useReorderLessons(course.ID);
  const remove = useDeleteLesson(course.ID);

  return (
    <Section
      title={t('lessons.title', { count: course.Lessons.length })}
      actions={
        <Button size="sm" variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('lessons.add')}
        </Button>
      }
    >
      {course.Lessons.length === 0 ? (
        <Text size="sm" c="dimmed">{t('lessons.none')}</Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">{t('lessons.reorderHint')}</Text>
          <LessonList
            lessons={course.Lessons}
            busy={reorder.isPending}
            onReorder={(ids) => reorder.mutate(ids, {
              onSuccess: () => notify(t('lessons.reordered'), 'success'),
              onError: (e) => notify(errorMessage(e), 'danger', t('lessons.reorderFailed')),
            })}
            onEdit={(l) => setEditing(l)}
            onRemove={(l) => { setRemoveError(null); setRemoving(l); }}
          />
        </>
      )}
      <LessonModal courseId={course.ID} target={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.ID, {
            onSuccess: () => {
              notify(t('lessons.removed', { title: removing.Title }), 'success');
              setRemoving(null);
            },
            onError: (e) => setRemoveError(errorMessage(e)),
          });
        }}
        title={t('lessons.removeTitle')}
        confirmLabel={t('lessons.remove')}
        danger
        loading={remove.isPending}
        error={removeError}
      >
        <Text>{t('lessons.removeText', { title: shownRemoving?.Title ?? '' })}</Text>
      </ConfirmModal>
    </Section>
  );
}
