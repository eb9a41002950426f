import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasCapability } from '@app/contracts/roles';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { withLink } from '../../../ui/with-link.tsx';
import { catalogueKey, getCatalogue, type CatalogueCourse } from '../api/get-catalogue.ts';
import { useUserCourses, type UserCourse } from '../api/get-user-courses.ts';
import { CourseCard } from '../components/course-card.tsx';
import { CoursePrice } from '../components/course-price.tsx';
import { StatusBadge } from '../components/course-status.tsx';
import { landingPath } from '../lib/paths.ts';

/** /courses: the catalogue of published courses (public); a learner also sees their progress in the ones they take. */
export function CataloguePage() {
  const { t } = useTranslation('courses');
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  const role = useAuthStore((s) => s.user?.role ?? null);
  const learns = signedIn && hasCapability(role, 'courses.learn');
  const mine = useUserCourses(learns);
  const enrolments = new Map<number, UserCourse>((mine.data ?? []).map((c) => [c.CourseID, c]));

  const columns: DataTableColumn<CatalogueCourse>[] = [
    {
      id: 'Title', header: t('catalogue.columns.title'), sortable: true, primary: true,
      cell: (r) => <Anchor component={Link} to={landingPath(r.Url)} fw={600}>{r.Title}</Anchor>,
      csv: (r) => r.Title,
    },
    { id: 'Duration', header: t('catalogue.columns.duration'), sortable: true, cell: (r) => r.Duration || '—' },
    { id: 'LessonCount', header: t('catalogue.columns.lessons'), nowrap: true },
    { id: 'CoursePrice', header: t('catalogue.columns.price'), nowrap: true, csv: false, cell: (r) => <CoursePrice price={r.CoursePrice} withLabel={false} size="sm" /> },
  ];
  if (learns) {
    columns.push({
      id: 'MyProgress', header: t('catalogue.columns.myProgress'), csv: false,
      cell: (r) => {
        const e = enrolments.get(r.ID);
        if (!e) return <Text size="sm" c="dimmed">{t('catalogue.notEnrolled')}</Text>;
        return (
          <Group gap={6} wrap="nowrap">
            <StatusBadge status={e.status} />
            <Text size="sm">{t('progress.percent', { value: e.Progress })}</Text>
          </Group>
        );
      },
    });
  }

  const lead = learns ? t('catalogue.lead') : withLink(t('catalogue.leadVisitor'), (label) => (
    <Anchor component={Link} to="/contact" inherit>{label}</Anchor>
  ));

  return (
    <Stack gap="lg">
      <PageTitle title={t('catalogue.title')} description={lead} />
      <DataTable<CatalogueCourse>
        label={t('catalogue.listLabel')}
        queryKey={catalogueKey}
        fetchPage={getCatalogue}
        columns={columns}
        rowKey={(r) => r.ID}
        searchLabel={t('catalogue.search')}
        viewToggle
        renderCard={(r) => <CourseCard course={r} enrolment={enrolments.get(r.ID)} />}
        emptyText={t('catalogue.empty')}
      />
    </Stack>
  );
}
