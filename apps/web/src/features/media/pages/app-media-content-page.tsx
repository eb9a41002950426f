import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Group, Loader, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appAudiences, type AppAudience, type AppContent } from '@app/contracts/mobile';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getMarketplace, getMedia } from '../api/media-api.ts';
import { addAppContent, mobileKey, orderAppContent, removeAppContent, useAppContent } from '../api/mobile-api.ts';

/** Whose app order is on screen: every entry, or what a signed-in learner or a subscriber (or visitor) is shown. */
type SeenBy = 'all' | 'learners' | 'subscribers';

/**
 * /appAdmin/mediaContent, "App Media Content" (mobile.manage): which media and marketplace videos the app shows, in
 * order, per audience. One order holds every entry; the app shows each audience the entries for everyone and for it, in
 * that order, and the staff may look at (and reorder) exactly what one audience sees.
 */
export function AppMediaContentPage() {
  const { t } = useTranslation('media');
  const qc = useQueryClient();
  const content = useAppContent();
  const [kind, setKind] = useState<'media' | 'marketplace'>('media');
  const [itemId, setItemId] = useState<string | null>(null);
  const [audience, setAudience] = useState<AppAudience>('everyone');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AppContent | null>(null);
  const [seenBy, setSeenBy] = useState<SeenBy>('all');
  const all = content.data ?? [];
  const shown = seenBy === 'all' ? all : all.filter((c) => c.Audience === 'everyone' || c.Audience === seenBy);
  const choices = useQuery({
    queryKey: [...mobileKey, 'choices', kind],
    queryFn: async ({ signal }) => kind === 'media'
      ? (await getMedia({ pageIndex: 0, pageSize: 500, sortDesc: false, sortBy: 'Title' }, signal)).items.map((m) => ({ value: String(m.ID), label: m.Title }))
      : (await getMarketplace({ pageIndex: 0, pageSize: 500, sortDesc: false, sortBy: 'VideoName' }, signal)).items.map((m) => ({ value: String(m.ID), label: `${m.VideoName} (${m.ChannelName})` })),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: mobileKey });

  const add = async () => {
    if (!itemId) return setError(t('appContent.pick'));
    setBusy(true);
    setError(null);
    try {
      await addAppContent({ Kind: kind, ItemID: Number(itemId), Audience: audience });
      await refresh();
      setItemId(null);
      notify(t('appContent.added'), 'success');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  /** Swaps an entry with its neighbour as shown; the entries of other audiences keep their places. */
  const move = async (index: number, by: -1 | 1) => {
    const ids = all.map((r) => r.ID);
    const a = ids.indexOf(shown[index]!.ID);
    const b = ids.indexOf(shown[index + by]!.ID);
    [ids[a], ids[b]] = [ids[b]!, ids[a]!];
    try {
      await orderAppContent(ids);
      await refresh();
    } catch (err) {
      notify(errorMessage(err), 'danger');
    }
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await removeAppContent(removing.ID);
      await refresh();
      setRemoving(null);
    } catch (err) {
      notify(errorMessage(err), 'danger');
    }
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('appContent.title')} description={t('appContent.lead')} />
      <Card withBorder>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select label={t('appContent.kind')} data={[{ value: 'media', label: t('appContent.kinds.media') }, { value: 'marketplace', label: t('appContent.kinds.marketplace') }]}
            value={kind} onChange={(v) => { setKind((v as 'media' | 'marketplace') ?? 'media'); setItemId(null); }} allowDeselect={false} w={{ base: '100%', xs: '12rem' }} />
          <Select label={t('appContent.item')} data={choices.data ?? []} value={itemId} onChange={setItemId} searchable clearable
            rightSection={choices.isFetching ? <Loader size="xs" /> : undefined} w={{ base: '100%', sm: '24rem' }} />
          <Select label={t('appContent.audience')} data={appAudiences.map((a) => ({ value: a, label: t(`appContent.audiences.${a}`) }))} value={audience}
            onChange={(v) => setAudience((v as AppAudience) ?? 'everyone')} allowDeselect={false} w={{ base: '100%', xs: '12rem' }} />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => void add()} loading={busy}>{t('appContent.add')}</Button>
        </Group>
        {error ? <Alert mt="sm" color="red" variant="light" role="alert">{error}</Alert> : null}
      </Card>
      {content.isPending ? <Loader aria-label={t('loading')} /> : content.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('loadError')}><Button size="xs" variant="default" onClick={() => void content.refetch()}>{t('retry')}</Button></Alert>
      ) : all.length === 0 ? <Text c="dimmed">{t('appContent.empty')}</Text> : (
        <Stack gap="xs">
          {/* A select, not a segmented control: three choices overflow a phone in German. */}
          <Select label={t('appContent.seenBy')} value={seenBy} onChange={(v) => setSeenBy((v as SeenBy) ?? 'all')} allowDeselect={false} w={{ base: '100%', xs: '20rem' }}
            data={(['all', 'learners', 'subscribers'] as const).map((v) => ({ value: v, label: t(`appContent.seen.${v}`) }))} />
          {shown.length === 0 ? <Text c="dimmed">{t('appContent.emptyFor')}</Text> : (
            <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('appContent.title')}>
              {shown.map((c, i) => (
                <Card key={c.ID} withBorder padding="sm" component="li">
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                      <Text fw={700} c="dimmed" w={24} ta="right">{i + 1}</Text>
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>{c.Title}</Text>
                        <Group gap={4}>
                          <Badge size="sm" variant="light" color={c.Kind === 'media' ? 'blue' : 'red'}>{t(`appContent.kinds.${c.Kind}`)}</Badge>
                          <Badge size="sm" variant="outline" color="gray">{t(`appContent.audiences.${c.Audience}`)}</Badge>
                          {c.Subtitle ? <Text size="xs" c="dimmed">{c.Subtitle}</Text> : null}
                        </Group>
                      </Stack>
                    </Group>
                    <Group gap={2} wrap="nowrap">
                      <Tooltip label={t('appContent.up')}><ActionIcon variant="subtle" disabled={i === 0} aria-label={t('appContent.upOne', { name: c.Title })} onClick={() => void move(i, -1)}><IconArrowUp size={18} aria-hidden /></ActionIcon></Tooltip>
                      <Tooltip label={t('appContent.down')}><ActionIcon variant="subtle" disabled={i === shown.length - 1} aria-label={t('appContent.downOne', { name: c.Title })} onClick={() => void move(i, 1)}><IconArrowDown size={18} aria-hidden /></ActionIcon></Tooltip>
                      <Tooltip label={t('remove')}><ActionIcon variant="subtle" color="red" aria-label={t('removeOne', { name: c.Title })} onClick={() => setRemoving(c)}><IconTrash size={18} aria-hidden /></ActionIcon></Tooltip>
                    </Group>
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
      )}
      <ConfirmModal opened={!!removing} onClose={() => setRemoving(null)} onConfirm={() => void remove()} title={t('appContent.removeTitle')} confirmLabel={t('remove')} danger>
        {t('appContent.removeText', { name: removing?.Title ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
