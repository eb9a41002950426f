import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAward, IconCertificate, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CapsuleItem } from '@app/contracts/capsules';
import { hasCapability } from '@app/contracts/roles';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { useFormat } from '../../ui/format.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { BuyPanel } from '../../features/courses/components/buy-panel.tsx';
import { formatMinorUnits } from '../../features/courses/lib/price.ts';
import { catalogueKey, getCatalogue, useCatalogueOptions, usePlans, useRequestSubscription, type CatalogueFilters } from '../../features/capsules/api/learner.ts';
import { CapsuleProgressBadge } from '../../features/capsules/components/capsule-progress-badge.tsx';
import { attemptPath, MY_BADGES_PATH } from '../../features/capsules/lib/paths.ts';

/**
 * /Capsules: the catalogue (Title, prices, product, track, module) with its filters, box and list view and my progress,
 * and the subscription plans (bought through checkout, or asked for when an employer sponsors).
 */
export function CapsulesPage() {
  const { t } = useTranslation('capsules');
  const { locale } = useFormat();
  const signedIn = useAuthStore((s) => !!s.user);
  // A learner's own badges (claimed, to share or add to LinkedIn) are one click from the catalogue.
  const learner = useAuthStore((s) => !!s.user && hasCapability(s.user.role, 'capsules.take'));
  const options = useCatalogueOptions();
  const [product, setProduct] = useState('');
  const [track, setTrack] = useState('');
  const [module, setModule] = useState('');
  const filters: CatalogueFilters = {
    ...(product ? { product: Number(product) } : {}), ...(track ? { track: Number(track) } : {}), ...(module ? { module: Number(module) } : {}),
  };
  const price = (c: CapsuleItem) => [c.INRPrice ? formatMinorUnits(c.INRPrice, 'INR', locale) : null, c.DollarPrice ? formatMinorUnits(c.DollarPrice, 'USD', locale) : null].filter(Boolean).join(' · ');
  const open = (c: CapsuleItem) => (
    <Button component={Link} to={attemptPath(c.ID)} size="xs" variant="light" leftSection={<IconPlayerPlay size={14} aria-hidden />} aria-label={t('catalogue.openAria', { title: c.Title })}>
      {t('catalogue.open')}
    </Button>
  );
  const columns: DataTableColumn<CapsuleItem>[] = [
    { id: 'Title', header: t('fields.title'), sortable: true, primary: true, cell: (c) => <Text fw={600} size="sm">{c.Title}</Text>, csv: (c) => c.Title },
    { id: 'ProductName', header: t('fields.product'), sortable: true, cell: (c) => c.ProductName },
    { id: 'TrackName', header: t('fields.track'), sortable: true, cell: (c) => c.TrackName },
    { id: 'ModuleName', header: t('fields.module'), sortable: true, cell: (c) => c.ModuleName },
    { id: 'INRPrice', header: t('fields.price'), sortable: true, nowrap: true, cell: price, csv: price },
    { id: 'MyProgress', header: t('fields.myProgress'), cell: (c) => <CapsuleProgressBadge progress={c.MyProgress} />, csv: (c) => (c.MyProgress?.BadgeClaimed ? 'badge' : '') },
    { id: 'open', header: '', cell: open, csv: () => '' },
  ];
  const select = (label: string, value: string, set: (v: string) => void, list: { ID: number; Title: string }[] | undefined, all: string) => (
    <NativeSelect label={label} size="sm" w={{ base: '100%', xs: '12rem' }} value={value} onChange={(e) => set(e.currentTarget.value)}
      data={[{ value: '', label: all }, ...(list ?? []).map((o) => ({ value: String(o.ID), label: o.Title }))]} />
  );
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('catalogue.title')}
        description={t('catalogue.lead')}
        actions={learner ? <Button component={Link} to={MY_BADGES_PATH} variant="default" leftSection={<IconAward size={16} aria-hidden />}>{t('catalogue.myBadges')}</Button> : undefined}
      />
      {options.isError ? <Alert color="blue" variant="light">{t('catalogue.failed')}</Alert> : null}
      {options.data?.SubscribedUntil ? (
        <Alert color="teal" variant="light" icon={<IconCertificate aria-hidden />}>{t('plans.subscribedUntil', { date: new Date(options.data.SubscribedUntil).toLocaleDateString(locale) })}</Alert>
      ) : null}
      <DataTable<CapsuleItem, CatalogueFilters>
        label={t('catalogue.tableLabel')}
        queryKey={catalogueKey}
        fetchPage={getCatalogue}
        filters={filters}
        filterControls={(
          <>
            {select(t('fields.product'), product, setProduct, options.data?.Products, t('filters.allProducts'))}
            {select(t('fields.track'), track, setTrack, options.data?.Tracks, t('filters.allTracks'))}
            {select(t('fields.module'), module, setModule, options.data?.Modules, t('filters.allModules'))}
          </>
        )}
        columns={columns}
        rowKey={(c) => c.ID}
        viewToggle
        renderCard={(c) => (
          <Card withBorder radius="md" padding="md" h="100%">
            <Stack gap="xs" h="100%">
              <Title order={3} fz="md">{c.Title}</Title>
              <Group gap={6}>
                {[c.ProductName, c.TrackName, c.ModuleName].filter(Boolean).map((x) => <Badge key={x} variant="light" size="sm">{x}</Badge>)}
              </Group>
              <Text size="sm" c="dimmed" lineClamp={3}>{c.Description}</Text>
              <Group justify="space-between" mt="auto">
                <Text fw={600} size="sm">{price(c)}</Text>
                <CapsuleProgressBadge progress={c.MyProgress} />
              </Group>
              {open(c)}
            </Stack>
          </Card>
        )}
        searchLabel={t('catalogue.search')}
        emptyText={t('catalogue.empty')}
      />
      <Plans signedIn={signedIn} />
    </Stack>
  );
}

/** The subscription plans: buy one through checkout, or ask for one (sponsored) for staff to approve. */
function Plans({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('capsules');
  const { locale } = useFormat();
  const plans = usePlans();
  const request = useRequestSubscription();
  const [sponsor, setSponsor] = useState('');
  if (!plans.data?.Plans.length) return null;
  const d = plans.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="capsule-plans">
      <Title order={2} fz="lg" id="capsule-plans">{t('plans.title')}</Title>
      <Text size="sm" c="dimmed">{t('plans.lead')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {d.Plans.map((p) => (
          <Card key={p.ID} withBorder radius="md" padding="md">
            <Stack gap="xs">
              <Text fw={600}>{p.Name}</Text>
              <Text size="sm" c="dimmed">{t('plans.months', { count: p.Months })} · {formatMinorUnits(p.INRPrice, 'INR', locale)} · {formatMinorUnits(p.DollarPrice, 'USD', locale)}</Text>
              {signedIn ? <BuyPanel course={{ ID: p.ID, CoursePrice: { INR: p.INRPrice, USD: p.DollarPrice } }} kind="subscription" /> : null}
              {signedIn && !d.PendingRequest ? (
                <Group align="flex-end" gap="xs">
                  <TextInput size="xs" label={t('plans.sponsor')} value={sponsor} onChange={(e) => setSponsor(e.currentTarget.value)} maxLength={200} style={{ flex: 1 }} />
                  <Button size="xs" variant="default" loading={request.isPending} onClick={() => request.mutate({ PlanID: p.ID, Sponsor: sponsor, Note: '' })}>{t('plans.ask')}</Button>
                </Group>
              ) : null}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {d.PendingRequest ? <Alert color="blue" variant="light">{t('plans.pending', { plan: d.PendingRequest.PlanName })}</Alert> : null}
      {request.isError ? <Alert color="red" variant="light" role="alert">{errorMessage(request.error)}</Alert> : null}
    </Stack>
  );
}
