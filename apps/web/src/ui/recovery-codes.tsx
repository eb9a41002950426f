import { useState } from 'react';
import { Alert, Button, Checkbox, CopyButton, Group, List, Stack } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../lib/save-file.ts';

/**
 * The recovery codes, shown once after enabling or regenerating: copy, download, and a confirmation that they
 * were saved before the screen moves on.
 */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel?: string }) {
  const { t } = useTranslation('two-factor');
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');
  const download = () => {
    saveBlob(new Blob([`${t('codes.fileHeading')}\n\n${text}\n`], { type: 'text/plain' }), 'recovery-codes.txt');
  };
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" title={t('codes.title')}>{t('codes.intro')}</Alert>
      <List
        aria-label={t('codes.listLabel')}
        data-testid="recovery-codes"
        listStyleType="none"
        spacing={4}
        styles={{ root: { fontFamily: 'var(--mantine-font-family-monospace)', columns: 2 } }}
      >
        {codes.map((c) => <List.Item key={c}>{c}</List.Item>)}
      </List>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
              {copied ? t('codes.copied') : t('codes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>{t('codes.download')}</Button>
      </Group>
      <Checkbox label={t('codes.saved')} checked={saved} onChange={(e) => setSaved(e.currentTarget.checked)} />
      <Button disabled={!saved} onClick={onDone}>{doneLabel ?? t('codes.done')}</Button>
    </Stack>
  );
}
