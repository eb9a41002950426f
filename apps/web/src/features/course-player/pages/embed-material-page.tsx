import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconInfoCircle, IconLogin } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { APP_BASE, BRAND } from '../../../lib/config.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { courseContentKey } from '../api/get-course-content.ts';
import { useContentItem } from '../api/get-content-item.ts';
import { MaterialView } from '../components/material-view.tsx';
import { isContentUrl, parseContentUrl } from '../lib/course-items.ts';
import { playerPath } from '../lib/paths.ts';

/**
 * `/embed/{id}/{contentUrl}`: one lesson material alone, without the app's shell, for an iframe on a site listed
 * in EMBED_ORIGINS. The same rules as the player: signed in, admitted, lesson unlocked; watch time counts.
 */
export function EmbedMaterialPage() {
  const { t } = useTranslation('course-player');
  const { id = '', contentUrl } = useParams();
  const courseId = Number(id);
  const status = useAuthStore((s) => s.status);
  const valid = Number.isInteger(courseId) && courseId > 0 && isContentUrl(contentUrl);
  const inApp = valid ? `${APP_BASE}${playerPath(courseId, contentUrl)}` : `${APP_BASE}/dashboard`;

  if (!valid) return <EmbedMessage title={t('embed.notFoundTitle')} text={t('embed.notFound')} href={null} />;
  if (status === 'checking') {
    return (
      <Center mih="60vh" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text ml="sm" c="dimmed">{t('loading')}</Text>
      </Center>
    );
  }
  if (status !== 'authenticated') return <EmbedMessage title={t('embed.signInTitle')} text={t('embed.signIn', { brand: BRAND })} href={inApp} login />;
  if (parseContentUrl(contentUrl).type !== 'material') return <EmbedMessage title={t('embed.onlyMaterialsTitle')} text={t('embed.onlyMaterials')} href={inApp} />;
  return <EmbeddedMaterial courseId={courseId} contentUrl={contentUrl} inApp={inApp} />;
}

function EmbeddedMaterial({ courseId, contentUrl, inApp }: { courseId: number; contentUrl: string; inApp: string }) {
  const { t } = useTranslation('course-player');
  const queryClient = useQueryClient();
  const item = useContentItem(courseId, contentUrl);
  usePageTitle(item.data?.Entry.Name ?? t('embed.title'));

  if (item.isPending) {
    return (
      <Center mih="40vh" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text ml="sm" c="dimmed">{t('loadingItem')}</Text>
      </Center>
    );
  }
  if (item.isError) {
    const code = item.error instanceof ApiError ? item.error.code : null;
    const text = code === 'FORBIDDEN' ? t('embed.locked') : code === 'NOT_FOUND' ? t('embed.notAdmitted') : errorMessage(item.error);
    return <EmbedMessage title={t('embed.unavailableTitle')} text={text} href={inApp} onRetry={code ? undefined : () => void item.refetch()} />;
  }
  const d = item.data;
  return (
    <Stack gap="sm" p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={1} fz="lg" style={{ overflowWrap: 'anywhere' }}>{d.Entry.Name}</Title>
        <Anchor href={inApp} target="_blank" rel="noopener" size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          {t('embed.openInApp', { brand: BRAND })}
          <IconExternalLink size={14} aria-hidden />
        </Anchor>
      </Group>
      {d.Material ? (
        <MaterialView
          courseId={courseId}
          entry={d.Entry}
          material={d.Material}
          onProgress={() => void queryClient.invalidateQueries({ queryKey: courseContentKey(courseId) })}
          reload={async () => (await item.refetch()).data?.Material ?? null}
        />
      ) : null}
    </Stack>
  );
}

function EmbedMessage({ title, text, href, login, onRetry }: { title: string; text: string; href: string | null; login?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('course-player');
  usePageTitle(title);
  return (
    <Center mih="60vh" p="md">
      <Stack gap="sm" maw={480} align="flex-start">
        <Title order={1} fz="lg">{title}</Title>
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} w="100%">{text}</Alert>
        <Group gap="sm">
          {href ? (
            <Button component="a" href={href} target="_blank" rel="noopener" leftSection={login ? <IconLogin size={16} aria-hidden /> : <IconExternalLink size={16} aria-hidden />}>
              {login ? t('embed.signInButton') : t('embed.openInApp', { brand: BRAND })}
            </Button>
          ) : null}
          {onRetry ? <Button variant="default" onClick={onRetry}>{t('retry')}</Button> : null}
        </Group>
      </Stack>
    </Center>
  );
}
