import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionResult } from '@app/contracts/auth';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { deviceSignature } from '../../../lib/device-signature.ts';
import { saveRememberedDevice } from '../../../lib/remembered-device.ts';
import { useLoginTwoFactor } from '../api/login-two-factor.ts';

/** What a failed code says, in the user's language; `restart` when the password must be entered again. */
export function codeError(t: (k: string) => string, e: unknown): { message: string; restart: boolean } {
  if (e instanceof ApiError && e.code === 'VALIDATION') return { message: t('step.wrong'), restart: false };
  if (e instanceof ApiError && e.code === 'TOKEN_INVALID') return { message: t('step.expired'), restart: true };
  if (e instanceof ApiError && e.code === 'RATE_LIMITED') return { message: t('step.tooMany'), restart: true };
  return { message: errorMessage(e), restart: false };
}

/** Second sign-in step: a code of the authenticator app, or a recovery code; optionally remember this device. */
export function TwoFactorStep(props: { email: string; challengeToken: string; onSignedIn: (s: SessionResult) => void; onRestart: (why: string) => void }) {
  const { t } = useTranslation('two-factor');
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const verify = useLoginTwoFactor();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!code.trim()) {
      setError(t(recovery ? 'step.recoveryRequired' : 'step.codeRequired'));
      return;
    }
    verify.mutate(
      {
        ChallengeToken: props.challengeToken,
        ...(recovery ? { RecoveryCode: code } : { Code: code }),
        RememberDevice: remember,
        device: deviceSignature(),
      },
      {
        onSuccess: (s) => {
          if (s.RememberedDevice) {
            saveRememberedDevice(props.email, { token: s.RememberedDevice.DeviceToken, id: s.RememberedDevice.ID, expiresAt: s.RememberedDevice.ExpiresAt });
          }
          props.onSignedIn(s);
        },
        onError: (err) => {
          const { message, restart } = codeError(t, err);
          if (restart) props.onRestart(message);
          else setError(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{recovery ? t('step.recoveryIntro') : t('step.intro')}</Text>
        {error ? <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{error}</Alert> : null}
        <TextInput
          key={recovery ? 'recovery' : 'code'}
          label={recovery ? t('step.recoveryLabel') : t('step.codeLabel')}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 40 : 7}
          required
          // The form replaces the password step: the focus would otherwise fall back to the page.
          autoFocus
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Checkbox label={t('step.remember')} checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
        <Button type="submit" loading={verify.isPending} fullWidth>{t('step.submit')}</Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setRecovery((r) => !r);
            setCode('');
            setError(null);
          }}
        >
          {recovery ? t('step.useApp') : t('step.useRecovery')}
        </Anchor>
      </Stack>
    </form>
  );
}
