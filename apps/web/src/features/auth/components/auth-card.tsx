import type { ReactNode } from 'react';
import { Anchor, Box, Center, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../lib/config.ts';
import { changeLanguage, currentLanguage, languages } from '../../../lib/i18n.ts';
import type { LanguageCode } from '../../../lib/prefs-store.ts';

/** Frame of the authentication pages: brand, title, the form, and a language switch. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-light)">
      <Stack w="100%" maw={460} gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/home" fw={700} size="lg" c="bright" underline="never">
            {BRAND}
          </Anchor>
          <NativeSelect
            aria-label={t('common:shell.language')}
            size="xs"
            value={currentLanguage()}
            onChange={(e) => void changeLanguage(e.currentTarget.value as LanguageCode)}
            data={languages.map((l) => ({ value: l.code, label: l.label }))}
          />
        </Group>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Box>
              <Title order={1} size="h2">{title}</Title>
              {subtitle ? <Text c="dimmed" mt={4}>{subtitle}</Text> : null}
            </Box>
            {children}
          </Stack>
        </Paper>
        {footer ? <Text ta="center" size="sm">{footer}</Text> : null}
      </Stack>
    </Center>
  );
}
