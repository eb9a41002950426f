import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SupportMessage } from '@app/contracts/support';
import { useFormat } from '../../../ui/format.ts';
import { downloadSupportFile } from '../api/download-file.ts';
import { fileSize } from './attachment-picker.tsx';

export interface ConversationProps {
  messages: SupportMessage[];
  /** Whose screen: the learner's messages are "You" on theirs; staff see names and internal notes. */
  viewer: 'learner' | 'staff';
}

/** The messages of a ticket, oldest first: learner and staff side by side, internal notes marked, files to download. */
export function Conversation({ messages, viewer }: ConversationProps) {
  const { t } = useTranslation('support');
  const fmt = useFormat();
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('conversation.label')}>
      {messages.map((m) => {
        const mine = viewer === m.From;
        const who = viewer === 'learner' && m.From === 'learner' ? t('conversation.you') : m.AuthorName;
        return (
          <Paper
            key={m.ID}
            component="li"
            withBorder
            p="sm"
            radius="md"
            bg={m.Internal ? 'var(--mantine-color-yellow-light)' : m.From === 'staff' ? 'var(--mantine-color-blue-light)' : undefined}
            ml={{ base: 0, sm: mine ? '3rem' : 0 }}
            mr={{ base: 0, sm: mine ? 0 : '3rem' }}
          >
            <Group justify="space-between" gap="xs" wrap="wrap" mb={4}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm">{who}</Text>
                {m.From === 'staff' ? <Badge size="xs" variant="default">{t('conversation.staff')}</Badge> : null}
                {m.Internal ? (
                  <Badge size="xs" color="yellow" variant="filled" autoContrast leftSection={<IconLock size={10} aria-hidden />}>{t('conversation.internal')}</Badge>
                ) : null}
                {m.MergedFromTicketID ? <Badge size="xs" variant="default">{t('conversation.fromTicket', { id: m.MergedFromTicketID })}</Badge> : null}
              </Group>
              <Text size="xs" c="dimmed"><time dateTime={m.CreatedOn}>{fmt.dateTime(m.CreatedOn)}</time></Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.Message}</Text>
            {m.Files.length > 0 ? (
              <Group gap="xs" mt="xs" wrap="wrap">
                {m.Files.map((f) => (
                  <Button
                    key={f.ID}
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    aria-label={t('files.download', { name: f.Name })}
                    onClick={() => void downloadSupportFile(f.Url, f.Name).catch(() => undefined)}
                    styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '14rem' } }}
                  >
                    {f.Name} ({fileSize(f.Size)})
                  </Button>
                ))}
              </Group>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
