import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ChatPanel } from '../components/chat-panel.tsx';

/** /Others/chat/chatWithBot (chatbot.use): ask the academy's bot; answers quote their sources. */
export function ChatPage() {
  const { t } = useTranslation('chatbot');
  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} description={t('lead')} />
      <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md" maw={960}>
        <ChatPanel height="min(70vh, 720px)" />
      </Paper>
    </Stack>
  );
}
