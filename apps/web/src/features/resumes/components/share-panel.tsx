import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Card, Checkbox, CopyButton, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resumesEndpoints as e } from '@app/contracts/resumes.endpoints';
import type { MaskableField, Resume } from '@app/contracts/resumes';
import { notify } from '../../../lib/notify.ts';
import { useCreateShareLink, useDecideUnmask, useRevokeShareLink, useSaveSection, useShareLinks, useUnmaskRequests } from '../api/resume-builder.ts';

/** Masking, share links (label, expiry, views, revoke) and recruiters' unmask requests. */
export function SharePanel({ resume, maskable }: { resume: Resume; maskable: readonly MaskableField[] }) {
  const { t } = useTranslation('resumes');
  const saveMasking = useSaveSection(e.saveMasking);
  const links = useShareLinks();
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();
  const requests = useUnmaskRequests();
  const decide = useDecideUnmask();
  const [label, setLabel] = useState('');
  const [days, setDays] = useState('');
  const origin = `${window.location.origin}/app`;
  const setMask = (Masking: boolean, MaskedFields: Record<MaskableField, boolean>) => saveMasking.mutate({ Masking, MaskedFields });

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack>
        <Title order={3} fz="lg">{t('share.title')}</Title>
        <Switch label={t('share.masking')} description={t('share.maskingHint')} checked={resume.Masking} onChange={(ev) => setMask(ev.currentTarget.checked, resume.MaskedFields)} />
        <Group>
          {maskable.map((f) => (
            <Checkbox key={f} label={t(`mask.${f}`)} disabled={!resume.Masking} checked={resume.MaskedFields[f]} onChange={(ev) => setMask(resume.Masking, { ...resume.MaskedFields, [f]: ev.currentTarget.checked })} />
          ))}
        </Group>
        <form onSubmit={(ev) => {
          ev.preventDefault();
          const n = Number(days);
          create.mutate({ Label: label, ExpiresOn: n > 0 ? new Date(Date.now() + n * 86400_000).toISOString() : null }, { onSuccess: () => { setLabel(''); setDays(''); notify(t('share.created'), 'success'); } });
        }}>
          <Group align="flex-end">
            <TextInput label={t('share.label')} placeholder={t('share.labelHint')} value={label} onChange={(ev) => setLabel(ev.currentTarget.value)} />
            <TextInput label={t('share.days')} type="number" min={1} w={140} value={days} onChange={(ev) => setDays(ev.currentTarget.value)} />
            <Button type="submit" loading={create.isPending}>{t('share.create')}</Button>
          </Group>
        </form>
        {(links.data ?? []).length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={t('share.links')}>
              <Table.Thead><Table.Tr><Table.Th>{t('share.label')}</Table.Th><Table.Th>{t('share.link')}</Table.Th><Table.Th>{t('share.views')}</Table.Th><Table.Th>{t('share.expires')}</Table.Th><Table.Th /></Table.Tr></Table.Thead>
              <Table.Tbody>
                {links.data!.map((l) => (
                  <Table.Tr key={l.ID} data-testid="share-link-row">
                    <Table.Td>{l.Label || '–'}</Table.Td>
                    <Table.Td>
                      {l.Active ? (
                        <Group gap={4} wrap="nowrap">
                          <Anchor href={`${origin}${l.Url}`} target="_blank" rel="noreferrer" size="sm" data-testid="share-link">{l.Url}</Anchor>
                          <CopyButton value={`${origin}${l.Url}`}>{({ copy }) => <ActionIcon variant="subtle" aria-label={t('share.copy')} onClick={copy}><IconCopy size={14} /></ActionIcon>}</CopyButton>
                        </Group>
                      ) : <Badge color="gray" variant="light">{l.RevokedOn ? t('share.revoked') : t('share.expired')}</Badge>}
                    </Table.Td>
                    <Table.Td>{l.ViewCount}</Table.Td>
                    <Table.Td>{l.ExpiresOn ? new Date(l.ExpiresOn).toLocaleDateString() : t('share.never')}</Table.Td>
                    <Table.Td>{l.Active && <ActionIcon variant="subtle" color="red" aria-label={`${t('share.revoke')}: ${l.Label || l.Url}`} onClick={() => revoke.mutate(l.ID)}><IconTrash size={16} /></ActionIcon>}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Title order={4} fz="md">{t('requests.title')}</Title>
        {(requests.data ?? []).length === 0 && <Text size="sm" c="dimmed">{t('requests.none')}</Text>}
        {(requests.data ?? []).map((q) => (
          <Group key={q.ID} justify="space-between" data-testid="unmask-request">
            <Stack gap={0}>
              <Text size="sm" fw={600}>{q.RequesterName}{q.CompanyName ? ` (${q.CompanyName})` : ''}</Text>
              {q.Message && <Text size="sm" c="dimmed">{q.Message}</Text>}
            </Stack>
            {q.Status === 'Pending' ? (
              <Group gap="xs">
                <Button size="xs" onClick={() => decide.mutate({ requestId: q.ID, Accept: true })}>{t('requests.accept')}</Button>
                <Button size="xs" variant="default" onClick={() => decide.mutate({ requestId: q.ID, Accept: false })}>{t('requests.decline')}</Button>
              </Group>
            ) : <Badge variant="light" color={q.Status === 'Accepted' ? 'teal' : 'gray'}>{t(`requests.${q.Status}`)}</Badge>}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
