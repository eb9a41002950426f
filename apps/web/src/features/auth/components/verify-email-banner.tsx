import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { getMe } from '../api/get-me.ts';
import { useResendVerification } from '../api/resend-verification.ts';

/** sessionStorage: hidden for the rest of this tab's visit, shown again on the next one. */
const hiddenKey = (userId: number) => `erp.verifyBannerHidden.${userId}`;

function readHidden(userId: number): boolean {
  try {
    return globalThis.sessionStorage?.getItem(hiddenKey(userId)) === '1';
  } catch {
    return false;
  }
}

function writeHidden(userId: number): void {
  try {
    globalThis.sessionStorage?.setItem(hiddenKey(userId), '1');
  } catch {
    // Storage disabled: hidden until the page is reloaded.
  }
}

/**
 * For a signed-in account whose email address is not confirmed: why it matters (buying, the forum and the
 * resume bank need it) and a "Resend verification email" action (POST /auth/resend-verification, 3 an
 * hour). Dismissible for the visit; gone as soon as the address is confirmed.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation('common');
  const user = useAuthStore((s) => (s.status === 'authenticated' ? s.user : null));
  const [hiddenFor, setHiddenFor] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const resend = useResendVerification();

  if (!user || user.EmailVerified || hiddenFor === user.id || readHidden(user.id)) return null;

  const hide = () => {
    writeHidden(user.id);
    setHiddenFor(user.id);
  };

  const send = () => {
    setProblem(null);
    setSent(false);
    resend.mutate(undefined, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'RULE_VIOLATED') {
          // Confirmed meanwhile (another tab or device): reload the user, which hides the banner.
          void getMe().then((me) => useAuthStore.getState().setUser(me), () => undefined);
        } else if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
          setProblem(t('verifyBanner.rateLimited', { minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) }));
        } else {
          setProblem(t('verifyBanner.failed'));
        }
      },
    });
  };

  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      icon={<IconMailExclamation aria-hidden />}
      title={t('verifyBanner.title')}
      role="region"
      aria-label={t('verifyBanner.title')}
      withCloseButton
      closeButtonLabel={t('verifyBanner.dismiss')}
      onClose={hide}
      data-testid="verify-email-banner"
    >
      <Stack gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{t('verifyBanner.text', { email: user.email })}</Text>
        {sent ? <Text size="sm" fw={500} role="status">{t('verifyBanner.sent', { email: user.email })}</Text> : null}
        {problem ? <Text size="sm" c="red.8" role="alert">{problem}</Text> : null}
        <Group>
          <Button size="xs" variant="default" loading={resend.isPending} onClick={send}>
            {t('verifyBanner.resend')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
