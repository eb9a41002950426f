import { useState } from 'react';
import { Alert, Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type TotpSetupData = { Secret: string; OtpauthUri: string; QrCode: string };

/** The key of a new set-up (QR code and the key as text, in groups of four) and the field for its first code. */
export function TotpSetup(props: {
  setup: TotpSetupData;
  onSubmit: (code: string) => void;
  pending: boolean;
  error: string | null;
  submitLabel?: string;
  /** Shown between the code field and the button (e.g. "remember this device"). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('two-factor');
  const [code, setCode] = useState('');
  const grouped = props.setup.Secret.match(/.{1,4}/g)?.join(' ') ?? props.setup.Secret;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit(code);
      }}
    >
      <Stack gap="md">
        <Text>{t('setup.scan')}</Text>
        <Group justify="center">
          <Image src={props.setup.QrCode} alt={t('setup.qrAlt')} w={200} h={200} fit="contain" bg="white" p={4} />
        </Group>
        <Text size="sm">{t('setup.manual')}</Text>
        <Code block data-testid="totp-secret" aria-label={t('setup.keyLabel')} style={{ fontSize: 'var(--mantine-font-size-md)', wordBreak: 'break-all' }}>
          {grouped}
        </Code>
        {props.error ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{props.error}</Alert>
        ) : null}
        <TextInput
          label={t('setup.codeLabel')}
          description={t('setup.codeHint')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        {props.children}
        <Button type="submit" loading={props.pending}>{props.submitLabel ?? t('setup.confirm')}</Button>
      </Stack>
    </form>
  );
}
