import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useMyBadges } from '../api/learner.ts';
import { badgePath, CATALOGUE_PATH } from '../lib/paths.ts';

/** /claimBadge and /Capsules/badge/linkedIn: my capsule badges, their public pages and LinkedIn add-to-profile links. */
export function MyBadgesPage() {
  const { t } = useTranslation('capsules');
  const fmt = useFormat();
  const badges = useMyBadges();
  if (badges.isPending) return <FullPageLoader label={t('badge.loading')} />;
  if (badges.isError) return <FullPageLoader error={errorMessage(badges.error)} onRetry={() => void badges.refetch()} />;
  return (
    <Stack gap="lg">
      <PageTitle title={t('myBadges.title')} description={t('myBadges.lead')} />
      {badges.data.length === 0 ? (
        <Alert color="blue" variant="light">{t('myBadges.empty')} <Anchor component={Link} to={CATALOGUE_PATH}>{t('myBadges.browse')}</Anchor></Alert>
      ) : badges.data.map((b) => (
        <Card key={b.BadgeID} withBorder radius="md" padding="md">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Anchor component={Link} to={badgePath(b.CapsuleID, b.BadgeID)} fw={600}>{b.Name}</Anchor>
              <Text size="sm" c="dimmed">{t('badge.issuedOnDate', { date: fmt.date(b.IssuedOn) })}</Text>
            </Stack>
            <Group gap="xs">
              <Badge variant="light" color={b.Status === 'valid' ? 'teal' : 'red'}>{t(`badge.${b.Status}`)}</Badge>
              <Button component="a" href={b.LinkedInUrl} target="_blank" rel="noopener noreferrer" size="xs" leftSection={<IconBrandLinkedin size={14} aria-hidden />}>{t('badge.linkedIn')}</Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
