import { useEffect, useState } from 'react';
import { Alert, Checkbox, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionResult } from '@app/contracts/auth';
import { deviceSignature } from '../../../lib/device-signature.ts';
import { saveRememberedDevice } from '../../../lib/remembered-device.ts';
import { RecoveryCodes } from '../../../ui/recovery-codes.tsx';
import { TotpSetup } from '../../../ui/totp-setup.tsx';
import { useLoginTwoFactorEnable, useLoginTwoFactorSetup } from '../api/login-two-factor.ts';
import { codeError } from './two-factor-step.tsx';

/**
 * Forced enrolment at sign-in (a role that requires two-factor sign-in, not set up yet): scan the key, confirm a
 * code, save the recovery codes; only then the session starts.
 */
export function EnrolStep(props: { email: string; challengeToken: string; onSignedIn: (s: SessionResult) => void; onRestart: (why: string) => void }) {
  const { t } = useTranslation('two-factor');
  const setup = useLoginTwoFactorSetup();
  const enable = useLoginTwoFactorEnable();
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutate: start } = setup;

  useEffect(() => {
    start(props.challengeToken, { onError: (e) => props.onRestart(codeError(t, e).message) });
    // Once per challenge.
  }, [props.challengeToken]);

  if (enable.data) {
    const session = enable.data;
    return <RecoveryCodes codes={session.RecoveryCodes} onDone={() => props.onSignedIn(session)} doneLabel={t('enrol.continue')} />;
  }
  if (setup.isError) return null;
  if (!setup.data) return <Loader aria-label={t('enrol.loading')} />;

  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" title={t('enrol.title')}>{t('enrol.intro')}</Alert>
      <TotpSetup
        setup={setup.data}
        pending={enable.isPending}
        error={error}
        onSubmit={(code) => {
          setError(null);
          enable.mutate(
            { ChallengeToken: props.challengeToken, Code: code, RememberDevice: remember, device: deviceSignature() },
            {
              onSuccess: (s) => {
                if (s.RememberedDevice) {
                  saveRememberedDevice(props.email, { token: s.RememberedDevice.DeviceToken, id: s.RememberedDevice.ID, expiresAt: s.RememberedDevice.ExpiresAt });
                }
              },
              onError: (e) => {
                const { message, restart } = codeError(t, e);
                if (restart) props.onRestart(message);
                else setError(message);
              },
            },
          );
        }}
      >
        <Checkbox label={t('step.remember')} checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
      </TotpSetup>
      <Text size="sm" c="dimmed">{t('enrol.apps')}</Text>
    </Stack>
  );
}
