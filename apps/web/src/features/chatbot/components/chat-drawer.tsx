import { Anchor, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatPanel } from './chat-panel.tsx';

/** The chat in a side drawer (the launcher's), with a link to the full page. */
export function ChatDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['chatbot', 'common']);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={t('title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <Stack gap="xs">
        <Anchor component={Link} to="/Others/chat/chatWithBot" size="sm" onClick={onClose}>{t('openPage')}</Anchor>
        <ChatPanel height="calc(100dvh - 140px)" />
      </Stack>
    </Drawer>
  );
}
