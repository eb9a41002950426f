import { useState } from 'react';
import { Alert, Anchor, Badge, Card, Group, NativeSelect, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enquiryStatuses, type EnquiryStatus } from '@app/contracts/crm';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { usePipeline, useSetEnquiryStatus } from '../api/enquiries.ts';

/**
 * /enquiryStatus: the pipeline board. A card is dragged to another column, or moved with its "Move to" list
 * (keyboard and screen readers).
 */
export function PipelinePage() {
  const { t } = useTranslation('crm');
  const board = usePipeline();
  const move = useSetEnquiryStatus();
  const [over, setOver] = useState<EnquiryStatus | null>(null);

  const moveTo = (id: number, status: EnquiryStatus) =>
    move.mutate({ id, Status: status }, {
      onSuccess: (e) => notifications.show({ color: 'green', message: t('board.moved', { name: e.Name, status: t(`status.${status}`) }) }),
      onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
    });

  return (
    <Stack gap="lg">
      <PageTitle title={t('board.title')} description={t('board.lead')} />
      {board.isError ? <Alert color="red" role="alert">{t('loadFailed')}</Alert> : null}
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" wrap="nowrap" gap="md" pb="sm">
          {(board.data ?? []).map((col) => (
            <Card
              key={col.Status}
              withBorder
              padding="sm"
              w={260}
              miw={260}
              bg={over === col.Status ? 'var(--mantine-color-blue-light)' : undefined}
              onDragOver={(e) => { e.preventDefault(); setOver(col.Status); }}
              onDragLeave={() => setOver(null)}
              onDrop={(e) => {
                e.preventDefault();
                setOver(null);
                const id = Number(e.dataTransfer.getData('text/plain'));
                if (id) moveTo(id, col.Status);
              }}
              aria-labelledby={`col-${col.Status}`}
              component="section"
            >
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h5" id={`col-${col.Status}`}>{t(`status.${col.Status}`)}</Title>
                <Badge variant="light" aria-label={t('board.count', { count: col.Count })}>{col.Count}</Badge>
              </Group>
              <Stack gap="xs">
                {col.Items.map((i) => (
                  <Card key={i.ID} withBorder padding="xs" draggable onDragStart={(e) => e.dataTransfer.setData('text/plain', String(i.ID))} style={{ cursor: 'grab' }}>
                    <Anchor component={Link} to={`/enquiryProfile/${i.ID}`} fw={600} size="sm">{`${i.Name} ${i.LastName}`.trim()}</Anchor>
                    <Text size="xs" c="dimmed">{[i.City, i.Purpose].filter(Boolean).join(' · ')}</Text>
                    {i.OwnerName ? <Text size="xs">{i.OwnerName}</Text> : null}
                    <NativeSelect
                      mt={4}
                      size="xs"
                      aria-label={t('board.moveFor', { name: i.Name })}
                      value={col.Status}
                      onChange={(e) => moveTo(i.ID, e.currentTarget.value as EnquiryStatus)}
                      data={enquiryStatuses.map((s) => ({ value: s, label: s === col.Status ? t('board.moveTo') : t(`status.${s}`) }))}
                    />
                  </Card>
                ))}
                {col.Count > col.Items.length ? (
                  <Anchor component={Link} to={`/enquiries/${col.Status}`} size="xs">{t('board.more', { count: col.Count - col.Items.length })}</Anchor>
                ) : null}
              </Stack>
            </Card>
          ))}
        </Group>
      </ScrollArea>
    </Stack>
  );
}
