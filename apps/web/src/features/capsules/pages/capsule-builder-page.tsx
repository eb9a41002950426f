import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, FileInput, Group, Image, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useAdminCapsule, useBuilderOptions, usePublishCapsule, useSaveCapsule, useUploadBadgeImage, type CapsuleInput } from '../api/staff.ts';

const empty: CapsuleInput = {
  Title: '', Description: '', ProductID: null, TrackID: null, ModuleID: null, INRPrice: 0, DollarPrice: 0, VideoMaterialID: null, Test1ID: null, Test2ID: null,
  BadgeName: '', BadgeDescription: '', BadgeCriteria: '',
};

/** /Trainings/capsule/{CAPSULEID} ('new' for a new one): title, masters, prices, the video, Test 1 and Test 2, the badge; publish. */
export function CapsuleBuilderPage() {
  const { CAPSULEID = 'new' } = useParams();
  const id = CAPSULEID === 'new' ? 0 : Number(CAPSULEID);
  const { t } = useTranslation('capsules');
  const navigate = useNavigate();
  const capsule = useAdminCapsule(id);
  const options = useBuilderOptions();
  const save = useSaveCapsule();
  const publish = usePublishCapsule();
  const upload = useUploadBadgeImage();
  const [form, setForm] = useState<CapsuleInput>(empty);
  useEffect(() => {
    const c = capsule.data;
    if (c) setForm({
      Title: c.Title, Description: c.Description, ProductID: c.ProductID, TrackID: c.TrackID, ModuleID: c.ModuleID, INRPrice: c.INRPrice, DollarPrice: c.DollarPrice,
      VideoMaterialID: c.VideoMaterialID, Test1ID: c.Test1ID, Test2ID: c.Test2ID, BadgeName: c.BadgeName, BadgeDescription: c.BadgeDescription, BadgeCriteria: c.BadgeCriteria,
    });
  }, [capsule.data]);
  if (id && capsule.isPending) return <FullPageLoader label={t('player.loading')} />;
  const set = <K extends keyof CapsuleInput>(k: K, v: CapsuleInput[K]) => setForm((f) => ({ ...f, [k]: v }));
  const pick = (k: 'ProductID' | 'TrackID' | 'ModuleID' | 'VideoMaterialID' | 'Test1ID' | 'Test2ID', label: string, list: { ID: number; Title: string }[] | undefined) => (
    <Select label={label} searchable clearable value={form[k] ? String(form[k]) : null} onChange={(v) => set(k, v ? Number(v) : null)}
      data={(list ?? []).map((o) => ({ value: String(o.ID), label: o.Title }))} />
  );
  const o = options.data;
  return (
    <Stack gap="lg" maw={900}>
      <PageTitle title={id ? form.Title || t('builder.title') : t('builder.newTitle')} back={{ to: '/Trainings/AllCapsules', label: t('builder.back') }}
        actions={capsule.data ? <Badge color={capsule.data.Status === 'published' ? 'teal' : 'gray'}>{t(`status.${capsule.data.Status}`)}</Badge> : undefined} />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <TextInput label={t('fields.title')} required value={form.Title} onChange={(e) => set('Title', e.currentTarget.value)} maxLength={150} />
          <Textarea label={t('fields.description')} value={form.Description} onChange={(e) => set('Description', e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {pick('ProductID', t('fields.product'), o?.products)}
            {pick('TrackID', t('fields.track'), o?.tracks)}
            {pick('ModuleID', t('fields.module'), o?.modules)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label={t('builder.inr')} min={0} decimalScale={2} value={(form.INRPrice ?? 0) / 100} onChange={(v) => set('INRPrice', Math.round(Number(v || 0) * 100))} />
            <NumberInput label={t('builder.usd')} min={0} decimalScale={2} value={(form.DollarPrice ?? 0) / 100} onChange={(v) => set('DollarPrice', Math.round(Number(v || 0) * 100))} />
          </SimpleGrid>
          {pick('VideoMaterialID', t('builder.video'), o?.videos)}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {pick('Test1ID', t('player.stepTest1'), o?.tests)}
            {pick('Test2ID', t('player.stepTest2'), o?.tests)}
          </SimpleGrid>
          <TextInput label={t('builder.badgeName')} value={form.BadgeName} onChange={(e) => set('BadgeName', e.currentTarget.value)} maxLength={150} />
          <Textarea label={t('builder.badgeDescription')} value={form.BadgeDescription} onChange={(e) => set('BadgeDescription', e.currentTarget.value)} autosize minRows={2} maxLength={1000} />
          <Textarea label={t('badge.criteria')} value={form.BadgeCriteria} onChange={(e) => set('BadgeCriteria', e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
          {id ? (
            <Group align="flex-end">
              <Image src={`${capsule.data?.BadgeImageUrl ?? ''}?v=${capsule.data?.UpdatedOn ?? ''}`} alt={t('builder.badgeImage')} w={72} h={72} fit="contain" />
              <FileInput label={t('builder.badgeImage')} accept="image/png" clearable={false} onChange={(f) => f && upload.mutate({ id, file: f })} style={{ flex: 1 }} />
            </Group>
          ) : null}
          {upload.isError ? <Alert color="red" variant="light" role="alert">{errorMessage(upload.error)}</Alert> : null}
          {save.isError ? <Alert color="red" variant="light" role="alert">{errorMessage(save.error)}</Alert> : null}
          {publish.isError ? <Alert color="red" variant="light" role="alert">{errorMessage(publish.error)}</Alert> : null}
          {save.isSuccess ? <Alert color="teal" variant="light">{t('builder.saved')}</Alert> : null}
          <Group>
            <Button loading={save.isPending} onClick={() => save.mutate({ id: id || null, body: form }, { onSuccess: (c) => { if (!id) void navigate(`/Trainings/capsule/${c.ID}`, { replace: true }); } })}>{t('builder.save')}</Button>
            {id && capsule.data?.Status !== 'published' ? <Button variant="light" loading={publish.isPending} onClick={() => publish.mutate(id)}>{t('builder.publish')}</Button> : null}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
