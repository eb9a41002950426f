import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../ui/format.ts';
import { useCareers } from '../api/jobs.ts';
import { useSalary } from './money.ts';

/** The public careers page's placement part: the academy's open jobs and hired counts (no personal data). */
export function CareersPlacements() {
  const { t } = useTranslation('jobs');
  const fmt = useFormat();
  const salary = useSalary();
  const careers = useCareers();
  if (!careers.data) return null;
  const { Jobs, Placements, HiredByCompany } = careers.data;
  return (
    <>
      <section aria-labelledby="placement-record">
        <Title order={2} id="placement-record" mb="sm">{t('careers.recordTitle')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mb="sm">
          {([['hired', Placements.Hired], ['companies', Placements.Companies], ['openJobs', Placements.OpenJobs]] as const).map(([k, v]) => (
            <Card key={k} withBorder padding="md">
              <Text fz={32} fw={700}>{fmt.number(v)}</Text>
              <Text c="dimmed">{t(`careers.${k}`)}</Text>
            </Card>
          ))}
        </SimpleGrid>
        {HiredByCompany.length ? (
          <Text size="sm" c="dimmed">{HiredByCompany.map((h) => t('careers.hiredAt', { company: h.CompanyName, count: h.Hired })).join(' · ')}</Text>
        ) : null}
      </section>
      <section aria-labelledby="placement-jobs">
        <Title order={2} id="placement-jobs" mb="sm">{t('careers.jobsTitle')}</Title>
        {Jobs.length ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {Jobs.map((j) => (
              <Card key={j.ID} withBorder padding="md">
                <Stack gap={6}>
                  <Title order={3} size="h4">{j.Title}</Title>
                  <Text size="sm" c="dimmed">{j.CompanyName} · {j.Location} · {t(`jobs.workMode.${j.WorkMode}`)}</Text>
                  <Text size="sm">{salary(j.SalaryMin, j.SalaryMax, j.Currency)}</Text>
                  <Group gap={4}>{j.Skills.slice(0, 5).map((s) => <Badge key={s} variant="light" size="sm" tt="none">{s}</Badge>)}</Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        ) : <Text c="dimmed">{t('careers.noJobs')}</Text>}
        <Text size="sm" mt="sm">{t('careers.howToApply')}</Text>
      </section>
    </>
  );
}
