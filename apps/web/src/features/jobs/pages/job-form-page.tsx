import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { currencies, jobBodySchema, jobStatuses, workModes, type JobBody, type Skill } from '@app/contracts/jobs';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { RichTextField } from '../../../ui/rich-text-field.tsx';
import { useCompanyOptions } from '../api/companies.ts';
import { useJob, useSaveJob } from '../api/jobs.ts';
import { SkillPicker } from '../components/skill-picker.tsx';

const LIST = '/Others/JobsDashboard';
type Form = {
  CompanyID: string; Title: string; Description: string; ExperienceMin: number; ExperienceMax: number; Location: string; WorkMode: (typeof workModes)[number];
  SalaryMin: number | ''; SalaryMax: number | ''; Currency: (typeof currencies)[number]; Openings: number; Status: (typeof jobStatuses)[number]; Deadline: string;
};
const empty: Form = { CompanyID: '', Title: '', Description: '', ExperienceMin: 0, ExperienceMax: 3, Location: '', WorkMode: 'onsite', SalaryMin: '', SalaryMax: '', Currency: 'INR', Openings: 1, Status: 'open', Deadline: '' };
const ADMIN_ROLES = ['admin', 'superadmin'];

/** /Others/JobsDashboard/AddJob (and `?id=` to change one): a job with skills from the skill database. */
export function JobFormPage() {
  const { t } = useTranslation(['jobs', 'common']);
  const [params] = useSearchParams();
  const idParam = Number(params.get('id'));
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : null;
  const job = useJob(id);
  const role = useAuthStore((s) => s.user?.role ?? '');
  const isAdmin = ADMIN_ROLES.includes(role.toLowerCase());
  const companies = useCompanyOptions();
  const save = useSaveJob();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(empty);
  const [skills, setSkills] = useState<Skill[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));

  useEffect(() => {
    const j = job.data;
    if (!j) return;
    setForm({
      CompanyID: String(j.CompanyID), Title: j.Title, Description: j.Description, ExperienceMin: j.ExperienceMin, ExperienceMax: j.ExperienceMax, Location: j.Location,
      WorkMode: j.WorkMode, SalaryMin: j.SalaryMin === null ? '' : j.SalaryMin / 100, SalaryMax: j.SalaryMax === null ? '' : j.SalaryMax / 100,
      Currency: j.Currency as Form['Currency'], Openings: j.Openings, Status: j.Status, Deadline: j.Deadline ? j.Deadline.slice(0, 10) : '',
    });
    setSkills(j.Skills);
  }, [job.data]);
  useEffect(() => {
    if (!id && isAdmin && !form.CompanyID && companies.data?.items[0]) set('CompanyID', String(companies.data.items[0].ID));
  }, [companies.data, isAdmin, id]);

  if (id !== null && job.isPending) return <FullPageLoader label={t('jobs.loading')} />;
  if (id !== null && job.isError) return <FullPageLoader error={errorMessage(job.error)} onRetry={() => void job.refetch()} />;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const body: JobBody = {
      ...(isAdmin && form.CompanyID ? { CompanyID: Number(form.CompanyID) } : {}),
      Title: form.Title, Description: form.Description, SkillIDs: skills.map((s) => s.ID), ExperienceMin: form.ExperienceMin, ExperienceMax: form.ExperienceMax,
      Location: form.Location, WorkMode: form.WorkMode, Currency: form.Currency, Openings: form.Openings, Status: form.Status,
      SalaryMin: form.SalaryMin === '' ? null : Math.round(form.SalaryMin * 100), SalaryMax: form.SalaryMax === '' ? null : Math.round(form.SalaryMax * 100),
      Deadline: form.Deadline ? new Date(`${form.Deadline}T23:59:59`).toISOString() : null,
    };
    const parsed = jobBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id, body });
      void navigate(LIST);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length > 0) setErrors(serverFieldErrors(err, { top: true }));
      else setError(errorMessage(err));
    }
  };

  return (
    <Stack gap="lg">
      <PageTitle title={id ? t('jobs.edit') : t('jobs.add')} back={{ to: LIST, label: t('jobs.title') }} />
      <Card withBorder radius="md" padding="lg" maw={900}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            {error ? <Alert color="red" variant="light" role="alert">{error}</Alert> : null}
            {isAdmin ? (
              <NativeSelect label={t('jobs.fields.company')} required disabled={id !== null} value={form.CompanyID} onChange={(e) => set('CompanyID', e.currentTarget.value)} error={errors.CompanyID}
                data={(companies.data?.items ?? []).map((c) => ({ value: String(c.ID), label: c.CompanyName }))} />
            ) : null}
            <TextInput label={t('jobs.fields.title')} required value={form.Title} onChange={(e) => set('Title', e.currentTarget.value)} error={errors.Title} />
            <RichTextField label={t('jobs.fields.description')} value={form.Description} onChange={(v) => set('Description', v)} error={errors.Description} minRows={5} />
            <SkillPicker value={skills} onChange={setSkills} error={errors.SkillIDs} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput label={t('jobs.fields.experienceMin')} min={0} max={40} value={form.ExperienceMin} onChange={(v) => set('ExperienceMin', Number(v) || 0)} error={errors.ExperienceMin} />
              <NumberInput label={t('jobs.fields.experienceMax')} min={0} max={40} value={form.ExperienceMax} onChange={(v) => set('ExperienceMax', Number(v) || 0)} error={errors.ExperienceMax} />
              <NumberInput label={t('jobs.fields.openings')} min={1} max={1000} value={form.Openings} onChange={(v) => set('Openings', Number(v) || 1)} error={errors.Openings} />
              <TextInput label={t('jobs.fields.location')} value={form.Location} onChange={(e) => set('Location', e.currentTarget.value)} error={errors.Location} />
              <NativeSelect label={t('jobs.fields.workMode')} value={form.WorkMode} onChange={(e) => set('WorkMode', e.currentTarget.value as Form['WorkMode'])}
                data={workModes.map((m) => ({ value: m, label: t(`jobs.workMode.${m}`) }))} />
              <TextInput type="date" label={t('jobs.fields.deadline')} value={form.Deadline} onChange={(e) => set('Deadline', e.currentTarget.value)} error={errors.Deadline} />
              <NumberInput label={t('jobs.fields.salaryMin')} description={t('jobs.salaryHint')} min={0} thousandSeparator="," value={form.SalaryMin} onChange={(v) => set('SalaryMin', v === '' ? '' : Number(v))} error={errors.SalaryMin} />
              <NumberInput label={t('jobs.fields.salaryMax')} min={0} thousandSeparator="," value={form.SalaryMax} onChange={(v) => set('SalaryMax', v === '' ? '' : Number(v))} error={errors.SalaryMax} />
              <NativeSelect label={t('jobs.fields.currency')} value={form.Currency} onChange={(e) => set('Currency', e.currentTarget.value as Form['Currency'])} data={[...currencies]} />
            </SimpleGrid>
            <NativeSelect label={t('jobs.fields.status')} w={{ base: '100%', sm: '16rem' }} value={form.Status} onChange={(e) => set('Status', e.currentTarget.value as Form['Status'])}
              data={jobStatuses.map((s) => ({ value: s, label: t(`jobs.status.${s}`) }))} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate(LIST)}>{t('common:actions.cancel')}</Button>
              <Button type="submit" loading={save.isPending}>{t('jobs.save')}</Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
