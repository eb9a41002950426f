import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Affix } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

// The drawer with the conversation loads on the first click: the launcher itself is a button.
const ChatDrawer = lazy(() => import('./chat-drawer.tsx').then((m) => ({ default: m.ChatDrawer })));

/** The learner's launcher: a round button at the bottom right of every page but the chat page itself. */
export function ChatLauncher() {
  const { t } = useTranslation('chatbot');
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  if (pathname.toLowerCase().startsWith('/others/chat/')) return null;
  return (
    <>
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <ActionIcon
          size={52}
          radius="xl"
          variant="filled"
          aria-label={t('launcher')}
          title={t('launcher')}
          aria-expanded={opened}
          onClick={() => {
            setUsed(true);
            setOpened(true);
          }}
          onPointerEnter={() => void import('./chat-drawer.tsx')}
          data-testid="chat-launcher"
        >
          <IconMessageChatbot size={28} aria-hidden />
        </ActionIcon>
      </Affix>
      {used ? <Suspense fallback={null}><ChatDrawer opened={opened} onClose={() => setOpened(false)} /></Suspense> : null}
    </>
  );
}
