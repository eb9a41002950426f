import { Alert, Anchor, Badge, Button, Card, Code, Group, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandLinkedin, IconCircleCheck, IconDownload, IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useBadge } from '../api/learner.ts';

/**
 * /Capsules/{capsule}/badge/{badgeID} (public, no login): the badge, its holder's display name (no email), criteria,
 * evidence, valid or revoked, the server's verification of the Open Badges 3.0 credential and its JSON to download.
 */
export function BadgePage() {
  const { badgeID = '' } = useParams();
  const { t } = useTranslation('capsules');
  const fmt = useFormat();
  const badge = useBadge(badgeID);
  if (badge.isPending) return <FullPageLoader label={t('badge.loading')} />;
  if (badge.isError) {
    if (badge.error instanceof ApiError && badge.error.status === 404) {
      return (
        <Stack gap="lg">
          <PageTitle title={t('badge.notFoundTitle')} />
          <Alert color="gray" variant="light">{t('badge.notFound')}</Alert>
        </Stack>
      );
    }
    return <FullPageLoader error={errorMessage(badge.error)} onRetry={() => void badge.refetch()} />;
  }
  const b = badge.data;
  const valid = b.Status === 'valid' && b.Verification.SignatureValid;
  const json = JSON.stringify(b.Credential, null, 2);
  const download = () => {
    const url = URL.createObjectURL(new Blob([json], { type: 'application/ld+json' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: `badge-${b.BadgeID}.json` });
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={b.Name} description={t('badge.issuedBy', { issuer: b.IssuerName })} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack align="center" gap="sm">
            <Image src={b.ImageUrl} alt={t('badge.imageAlt', { name: b.Name })} w={160} h={160} fit="contain" />
            {b.Status === 'revoked'
              ? <Badge color="red" variant="light" size="lg" leftSection={<IconShieldX size={14} aria-hidden />}>{t('badge.revoked')}</Badge>
              : <Badge color="teal" variant="light" size="lg" leftSection={<IconCircleCheck size={14} aria-hidden />}>{t('badge.valid')}</Badge>}
            <Button component="a" href={b.ImageUrl} download variant="default" size="xs" leftSection={<IconDownload size={14} aria-hidden />}>{t('badge.downloadPng')}</Button>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" style={{ gridColumn: 'span 2' }}>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">{t('badge.holder')}</Text>
            <Text fw={600} size="lg" data-testid="badge-holder">{b.HolderName}</Text>
            <Text size="sm" c="dimmed">{t('badge.issuedOn')}</Text>
            <Text>{fmt.date(b.IssuedOn)}</Text>
            {b.RevokedOn ? <Text c="red" size="sm">{t('badge.revokedOn', { date: fmt.date(b.RevokedOn) })}</Text> : null}
            <Text size="sm" c="dimmed">{t('badge.description')}</Text>
            <Text>{b.Description}</Text>
            <Text size="sm" c="dimmed">{t('badge.criteria')}</Text>
            <Text>{b.Criteria}</Text>
            <Text size="sm" c="dimmed">{t('badge.evidence')}</Text>
            <List size="sm">{b.Evidence.map((e) => <List.Item key={e.Name}>{e.Description}</List.Item>)}</List>
            <Group mt="sm">
              <Button component="a" href={b.LinkedInUrl} target="_blank" rel="noopener noreferrer" leftSection={<IconBrandLinkedin size={16} aria-hidden />} data-testid="linkedin-link">
                {t('badge.linkedIn')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="badge-verify">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="badge-verify">{t('badge.verifyTitle')}</Title>
          <Alert color={valid ? 'teal' : 'red'} variant="light" icon={valid ? <IconShieldCheck aria-hidden /> : <IconShieldX aria-hidden />} data-testid="badge-verification">
            {b.Verification.SignatureValid ? t('badge.signatureValid') : t('badge.signatureInvalid')} {b.Verification.Revoked ? t('badge.isRevoked') : t('badge.notRevoked')}
          </Alert>
          <Text size="sm">{t('badge.method', { method: b.Verification.Method })}</Text>
          <Text size="sm">{t('badge.issuerDid')} <Code>{b.Verification.Issuer}</Code></Text>
          <Text size="sm" c="dimmed">{t('badge.checkedOn', { date: fmt.dateTime(b.Verification.CheckedOn) })}</Text>
          <Text size="sm" c="dimmed">{t('badge.verifyElsewhere')} <Anchor href="https://verifierplus.org" target="_blank" rel="noopener noreferrer">VerifierPlus</Anchor></Text>
          <Group>
            <Button variant="default" size="xs" leftSection={<IconDownload size={14} aria-hidden />} onClick={download}>{t('badge.downloadJson')}</Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
