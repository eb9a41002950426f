import { Alert, Anchor, Badge, Button, Card, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useMyBadges } from '../api/learner.ts';
import { badgePath, CATALOGUE_PATH } from '../lib/paths.ts';

/** LinkedIn's share dialog for a page address (a post about the badge, beside adding it to the profile). */
const linkedInShareUrl = (pageUrl: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(pageUrl)}`;

/**
 * /claimBadge and /Capsules/badge/linkedIn: my capsule badges, their public pages, LinkedIn add-to-profile links, and
 * sharing: the public page's address to copy, or a LinkedIn post.
 */
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
              <Button component="a" href={linkedInShareUrl(b.PublicUrl)} target="_blank" rel="noopener noreferrer" size="xs" variant="default"
                leftSection={<IconShare size={14} aria-hidden />} aria-label={t('myBadges.shareAria', { name: b.Name })}>{t('myBadges.share')}</Button>
              <CopyButton value={b.PublicUrl} timeout={2000}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy} leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                    aria-label={copied ? t('myBadges.copied') : t('myBadges.copyAria', { name: b.Name })}>
                    {copied ? t('myBadges.copied') : t('myBadges.copyLink')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
