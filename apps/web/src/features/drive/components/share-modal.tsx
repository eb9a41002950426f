import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Modal, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DriveItem, ShareRow } from '@app/contracts/drive';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { getShares, pickGroups, setShares } from '../api/drive-calls.ts';

type Entry = { UserID?: number; Email?: string; GroupID?: number; CanEdit: boolean; Name: string };

/** Who an item of mine is shared with: groups I belong to, or people by email; each read-only or editable. */
export function ShareModal({ item, onClose, onSaved }: { item: DriveItem | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('drive');
  const [entries, setEntries] = useState<Entry[]>([]);
  const [email, setEmail] = useState('');
  const [group, setGroup] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const groups = useQuery({ queryKey: ['groups', 'pick'], queryFn: () => pickGroups(), enabled: !!item });

  useEffect(() => {
    setEntries([]);
    setError(null);
    if (item) void getShares(item.ID).then((rows: ShareRow[]) => setEntries(rows.map((r) => ({ UserID: r.UserID ?? undefined, GroupID: r.GroupID ?? undefined, CanEdit: r.CanEdit, Name: r.Email ? `${r.Name} (${r.Email})` : r.Name }))));
  }, [item]);

  const addGroup = (value: string | null) => {
    const g = groups.data?.find((x) => String(x.ID) === value);
    if (g && !entries.some((e) => e.GroupID === g.ID)) setEntries([...entries, { GroupID: g.ID, CanEdit: false, Name: g.Name }]);
    setGroup(null);
  };
  const addEmail = () => {
    const e = email.trim().toLowerCase();
    if (e && !entries.some((x) => x.Email === e)) setEntries([...entries, { Email: e, CanEdit: false, Name: e }]);
    setEmail('');
  };
  const save = async () => {
    if (!item) return;
    setSaving(true);
    setError(null);
    try {
      await setShares(item.ID, entries.map(({ UserID, Email, GroupID, CanEdit }) => ({ ...(UserID ? { UserID } : {}), ...(Email ? { Email } : {}), ...(GroupID ? { GroupID } : {}), CanEdit })));
      notify(t('share.saved'), 'success');
      onSaved();
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={!!item} onClose={onClose} title={t('share.title', { name: item?.Title ?? '' })} size="lg">
      <Stack>
        <Select
          label={t('share.group')} placeholder={t('share.groupPlaceholder')} searchable clearable value={group} onChange={addGroup}
          data={(groups.data ?? []).map((g) => ({ value: String(g.ID), label: t('share.groupOption', { name: g.Name, count: g.MemberCount }) }))}
          nothingFoundMessage={t('share.noGroups')}
        />
        <Group align="flex-end" wrap="nowrap">
          <TextInput label={t('share.email')} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} style={{ flex: 1 }}
            onKeyDown={(e) => { if (e.key === 'Enter') addEmail(); }} />
          <Button variant="default" onClick={addEmail} disabled={!email.trim()}>{t('share.add')}</Button>
        </Group>
        {entries.length === 0 ? <Text c="dimmed">{t('share.none')}</Text> : (
          <Table>
            <Table.Tbody>
              {entries.map((e, i) => (
                <Table.Tr key={`${e.GroupID ?? ''}-${e.UserID ?? ''}-${e.Email ?? ''}`}>
                  <Table.Td>{e.GroupID ? t('share.groupLabel', { name: e.Name }) : e.Name}</Table.Td>
                  <Table.Td>
                    <Switch label={t('share.canEdit')} checked={e.CanEdit} onChange={(ev) => setEntries(entries.map((x, j) => (j === i ? { ...x, CanEdit: ev.currentTarget.checked } : x)))} />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={t('share.remove', { name: e.Name })} onClick={() => setEntries(entries.filter((_, j) => j !== i))}>×</ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {error && <Text c="red" role="alert">{error}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('actions.cancel')}</Button>
          <Button onClick={() => void save()} loading={saving}>{t('share.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
