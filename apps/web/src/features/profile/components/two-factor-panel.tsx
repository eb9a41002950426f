import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { forgetRememberedDevice, rememberedDeviceFor } from '../../../lib/remembered-device.ts';
import { useFormat } from '../../../ui/format.ts';
import { RecoveryCodes } from '../../../ui/recovery-codes.tsx';
import { TotpSetup } from '../../../ui/totp-setup.tsx';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { useForgetDevice } from '../api/forget-device.ts';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';
import { useSetupTwoFactor } from '../api/setup-two-factor.ts';
import { useTwoFactorStatus } from '../api/two-factor-status.ts';

type Mode = 'idle' | 'disable' | 'regenerate';

/** Profile: set up, turn off and manage two-factor sign-in (recovery codes, remembered devices). */
export function TwoFactorPanel() {
  const { t } = useTranslation('two-factor');
  const fmt = useFormat();
  const email = useAuthStore((s) => s.user?.email ?? '');
  const status = useTwoFactorStatus();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const forget = useForgetDevice();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [mode, setMode] = useState<Mode>('idle');
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  const failed = (e: unknown) => setError(e instanceof ApiError && e.code === 'VALIDATION'
    ? (e.errors?.some((x) => x.path === 'body.Password') ? t('panel.wrongPassword') : t('step.wrong'))
    : errorMessage(e));
  const resetForm = () => {
    setMode('idle');
    setError(null);
    setPassword('');
    setCode('');
  };

  if (status.isPending) return <Loader aria-label={t('panel.loading')} />;
  if (status.isError) return <Alert color="red" variant="light">{errorMessage(status.error)}</Alert>;
  const s = status.data;
  const current = rememberedDeviceFor(email)?.id;

  if (codes) {
    return (
      <Card withBorder padding="lg" radius="md">
        <RecoveryCodes codes={codes} onDone={() => { setCodes(null); setup.reset(); }} />
      </Card>
    );
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">{t('panel.title')}</Title>
          <Badge color={s.Enabled ? 'green' : 'gray'} variant="light" leftSection={s.Enabled ? <IconShieldCheck size={14} aria-hidden /> : null}>
            {s.Enabled ? t('panel.on') : t('panel.off')}
          </Badge>
        </Group>
        <Text>{t('panel.intro')}</Text>
        {s.Required ? <Alert color="blue" variant="light">{s.Enabled ? t('panel.requiredOn') : t('panel.requiredOff')}</Alert> : null}
        {error ? <Alert color="red" variant="light" role="alert">{error}</Alert> : null}

        {!s.Enabled && !setup.data ? (
          <Group>
            <Button loading={setup.isPending} onClick={() => { setError(null); setup.mutate(undefined, { onError: failed }); }}>
              {t('panel.setUp')}
            </Button>
          </Group>
        ) : null}
        {!s.Enabled && setup.data ? (
          <TotpSetup
            setup={setup.data}
            pending={enable.isPending}
            error={null}
            onSubmit={(c) => { setError(null); enable.mutate(c, { onSuccess: (r) => setCodes(r.RecoveryCodes), onError: failed }); }}
          />
        ) : null}

        {s.Enabled ? (
          <>
            <Text size="sm">
              {t('panel.enrolledOn', { date: fmt.dateTime(s.EnrolledOn) })} · {t('panel.codesLeft', { count: s.RecoveryCodesLeft })}
            </Text>
            {mode === 'idle' ? (
              <Group gap="sm">
                <Button variant="light" onClick={() => { resetForm(); setMode('regenerate'); }}>{t('panel.regenerate')}</Button>
                {!s.Required ? (
                  <Button variant="light" color="red" onClick={() => { resetForm(); setMode('disable'); }}>{t('panel.disable')}</Button>
                ) : null}
              </Group>
            ) : (
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  setError(null);
                  if (mode === 'regenerate') regenerate.mutate(code, { onSuccess: (r) => { resetForm(); setCodes(r.RecoveryCodes); }, onError: failed });
                  else disable.mutate({ Password: password, Code: code }, { onSuccess: () => { forgetRememberedDevice(email); resetForm(); }, onError: failed });
                }}
              >
                <Stack gap="sm">
                  <Text fw={600}>{mode === 'regenerate' ? t('panel.regenerateTitle') : t('panel.disableTitle')}</Text>
                  {mode === 'disable' ? (
                    <PasswordInput label={t('panel.password')} autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
                  ) : null}
                  <TextInput
                    label={mode === 'disable' ? t('panel.codeOrRecovery') : t('step.codeLabel')}
                    autoComplete="one-time-code"
                    required
                    value={code}
                    onChange={(e) => setCode(e.currentTarget.value)}
                  />
                  <Group gap="sm">
                    <Button type="submit" color={mode === 'disable' ? 'red' : undefined} loading={regenerate.isPending || disable.isPending}>
                      {mode === 'regenerate' ? t('panel.regenerate') : t('panel.disable')}
                    </Button>
                    <Button variant="default" onClick={resetForm}>{t('panel.cancel')}</Button>
                  </Group>
                </Stack>
              </form>
            )}

            <Title order={3} size="h5">{t('panel.devices')}</Title>
            {s.Devices.length === 0 ? <Text size="sm" c="dimmed">{t('panel.noDevices')}</Text> : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {s.Devices.map((d) => (
                  <Group key={d.ID} component="li" justify="space-between" wrap="nowrap" gap="sm">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {d.UserAgent || t('panel.unknownDevice')}
                        {d.ID === current ? <Badge ml={6} size="xs" variant="outline">{t('panel.thisDevice')}</Badge> : null}
                      </Text>
                      <Text size="xs" c="dimmed">{t('panel.deviceDates', { created: fmt.dateTime(d.CreatedOn), expires: fmt.dateTime(d.ExpiresAt) })}</Text>
                    </Stack>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={t('panel.forgetDevice', { device: d.UserAgent || t('panel.unknownDevice') })}
                      loading={forget.isPending && forget.variables === d.ID}
                      onClick={() => forget.mutate(d.ID, { onSuccess: () => { if (d.ID === current) forgetRememberedDevice(email); }, onError: failed })}
                    >
                      {t('panel.forget')}
                    </Button>
                  </Group>
                ))}
              </Stack>
            )}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
