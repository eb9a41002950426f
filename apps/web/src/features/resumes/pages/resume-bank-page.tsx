import { useState } from 'react';
import { Anchor, Badge, Button, Checkbox, Drawer, Group, NumberInput, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BankRow } from '@app/contracts/resumes';
import { notify } from '../../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { bankKey, getBankPage, useAskUnmask, useBankResume } from '../api/resume-bank.ts';
import { ResumeView } from '../components/resume-view.tsx';

function BankResumeDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('resumes');
  const resume = useBankResume(id);
  const ask = useAskUnmask();
  const [message, setMessage] = useState('');
  const status = resume.data?.UnmaskStatus;
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={t('bank.resume')}>
      {resume.isPending && <Skeleton h={400} />}
      {resume.data && (
        <Stack>
          {status === 'None' || status === 'Declined' ? (
            <Stack gap="xs">
              <Textarea label={t('bank.message')} value={message} onChange={(ev) => setMessage(ev.currentTarget.value)} autosize minRows={2} />
              <Group><Button leftSection={<IconLockOpen size={16} aria-hidden />} loading={ask.isPending} onClick={() => ask.mutate({ id, Message: message }, { onSuccess: () => notify(t('bank.asked'), 'success') })}>{t('bank.askUnmask')}</Button></Group>
            </Stack>
          ) : <Badge data-testid="unmask-status" color={status === 'Accepted' ? 'teal' : 'yellow'} variant="light">{t(`bank.status.${status}`)}</Badge>}
          <ResumeView resume={resume.data} />
        </Stack>
      )}
    </Drawer>
  );
}

/** /Others/ResumeBank (Recruiter, Admin): search candidates by skill, city, experience, flags, language and full text; masked. */
export function ResumeBankPage() {
  const { t } = useTranslation('resumes');
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('resume')) || null;
  const [skill, setSkill] = useState('');
  const [city, setCity] = useState('');
  const [q, setQ] = useState('');
  const [language, setLanguage] = useState('');
  const [minYears, setMinYears] = useState<number | ''>('');
  const [flags, setFlags] = useState({ relocation: false, travel: false, nightShift: false, verified: false });
  const filters: Record<string, string> = {
    ...(skill.trim() ? { skill: skill.trim() } : {}), ...(city.trim() ? { city: city.trim() } : {}), ...(q.trim() ? { q: q.trim() } : {}),
    ...(language.trim() ? { language: language.trim() } : {}), ...(minYears !== '' ? { minYears: String(minYears) } : {}),
    ...Object.fromEntries(Object.entries(flags).filter(([, on]) => on).map(([k]) => [k, 'true'])),
  };
  const columns: DataTableColumn<BankRow>[] = [
    {
      id: 'FullName', header: t('bank.candidate'), primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Anchor component="button" type="button" fw={600} onClick={() => setParams({ resume: String(r.ID) })} ta="left">{r.FullName}</Anchor>
          <Text size="xs" c="dimmed">{r.Headline}</Text>
        </Stack>
      ),
    },
    { id: 'City', header: t('fields.CurrentCity'), sortable: true, cell: (r) => [r.City, r.Country].filter(Boolean).join(', ') },
    { id: 'ExperienceYears', header: t('bank.years'), sortable: true, cell: (r) => r.ExperienceYears },
    { id: 'Skills', header: t('fields.Skills'), cell: (r) => <Group gap={4}>{r.Skills.slice(0, 5).map((s) => <Badge key={s} size="sm" variant="light" tt="none">{s}</Badge>)}</Group>, csv: (r) => r.Skills.join('; ') },
    { id: 'HasVerified', header: t('bank.verified'), cell: (r) => (r.HasVerified ? <Badge color="teal" variant="light">{t('view.verified')}</Badge> : '–'), csv: (r) => (r.HasVerified ? 'yes' : '') },
  ];
  return (
    <Stack gap="lg">
      <PageTitle title={t('bank.title')} description={t('bank.lead')} />
      <Group align="flex-end" wrap="wrap">
        <TextInput label={t('fields.Skills')} placeholder="SAP FICO" value={skill} onChange={(ev) => setSkill(ev.currentTarget.value)} />
        <TextInput label={t('fields.CurrentCity')} value={city} onChange={(ev) => setCity(ev.currentTarget.value)} />
        <NumberInput label={t('bank.minYears')} min={0} max={60} w={130} value={minYears} onChange={(v) => setMinYears(typeof v === 'number' ? v : '')} />
        <TextInput label={t('fields.Languages')} value={language} onChange={(ev) => setLanguage(ev.currentTarget.value)} w={150} />
        <TextInput label={t('bank.fullText')} placeholder={t('bank.fullTextHint')} value={q} onChange={(ev) => setQ(ev.currentTarget.value)} />
      </Group>
      <Group>
        {(['relocation', 'travel', 'nightShift', 'verified'] as const).map((k) => (
          <Checkbox key={k} label={t(`bank.flags.${k}`)} checked={flags[k]} onChange={(ev) => setFlags({ ...flags, [k]: ev.currentTarget.checked })} />
        ))}
      </Group>
      <DataTable label={t('bank.title')} queryKey={bankKey} fetchPage={(q, signal) => getBankPage(q as never, signal)} filters={filters} columns={columns} rowKey={(r) => r.ID} searchLabel={t('bank.term')} emptyText={t('bank.empty')} />
      {open && <BankResumeDrawer id={open} onClose={() => setParams({})} />}
    </Stack>
  );
}
