import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MediaItem, MediaShare } from '@app/contracts/media';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { mediaKey, setShares, useShareCourses, useShareGroups, useShareUsers, useShares } from '../api/media-api.ts';

type Option = { value: string; label: string };

/** Keeps the labels of chosen values while the search shows other options. */
function useLabels(initial: MediaShare[] | undefined, kind: MediaShare['Kind']) {
  const [labels, setLabels] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    if (initial) setLabels(new Map(initial.filter((s) => s.Kind === kind).map((s) => [String(s.TargetID), s.TargetName])));
  }, [initial, kind]);
  const remember = (opts: Option[]) => setLabels((m) => {
    const n = new Map(m);
    for (const o of opts) n.set(o.value, o.label);
    return n;
  });
  return { labels, remember };
}

function Picker({ label, kind, shares, value, onChange, options, onSearch, loading }: {
  label: string; kind: MediaShare['Kind']; shares: MediaShare[] | undefined; value: string[]; onChange: (v: string[]) => void;
  options: Option[]; onSearch: (s: string) => void; loading: boolean;
}) {
  const { labels, remember } = useLabels(shares, kind);
  useEffect(() => remember(options), [options]);
  const data = useMemo(() => {
    const seen = new Set(options.map((o) => o.value));
    return [...options, ...value.filter((v) => !seen.has(v)).map((v) => ({ value: v, label: labels.get(v) ?? `#${v}` }))];
  }, [options, value, labels]);
  return (
    <MultiSelect label={label} data={data} value={value} onChange={onChange} searchable clearable filter={({ options: o }) => o}
      onSearchChange={onSearch} rightSection={loading ? <Loader size="xs" /> : undefined} nothingFoundMessage="—" hidePickedOptions maxDropdownHeight={240} />
  );
}

/** Manage Media Users: who sees one item (learners, groups, everyone admitted to a course). */
export function ShareModal({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const { t } = useTranslation('media');
  const qc = useQueryClient();
  const shares = useShares(item?.ID ?? null);
  const [users, setUsers] = useState<string[]>([]);
  const [groups, setGroups] = useState<string[]>([]);
  const [courses, setCourses] = useState<string[]>([]);
  const [userTerm, setUserTerm] = useState('');
  const [groupTerm, setGroupTerm] = useState('');
  const [courseTerm, setCourseTerm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const userOptions = useShareUsers(userTerm);
  const groupOptions = useShareGroups(groupTerm);
  const courseOptions = useShareCourses(courseTerm);

  useEffect(() => {
    if (!shares.data) return;
    const of = (k: MediaShare['Kind']) => shares.data.filter((s) => s.Kind === k).map((s) => String(s.TargetID));
    setUsers(of('user'));
    setGroups(of('group'));
    setCourses(of('course'));
  }, [shares.data]);

  const save = async () => {
    if (!item) return;
    setBusy(true);
    setError(null);
    try {
      await setShares(item.ID, { Users: users.map(Number), Groups: groups.map(Number), Courses: courses.map(Number) });
      await qc.invalidateQueries({ queryKey: mediaKey });
      notify(t('share.saved', { name: item.Title }), 'success');
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={!!item} onClose={onClose} title={t('share.title', { name: item?.Title ?? '' })} size="lg">
      {shares.isPending ? <Loader aria-label={t('loading')} /> : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">{t('share.lead')}</Text>
          <Picker label={t('share.users')} kind="user" shares={shares.data} value={users} onChange={setUsers} onSearch={setUserTerm} loading={userOptions.isFetching}
            options={(userOptions.data?.items ?? []).map((u) => ({ value: String(u.ID), label: `${u.FirstName} ${u.LastName} (${u.Email})` }))} />
          <Picker label={t('share.groups')} kind="group" shares={shares.data} value={groups} onChange={setGroups} onSearch={setGroupTerm} loading={groupOptions.isFetching}
            options={(groupOptions.data ?? []).map((g) => ({ value: String(g.ID), label: `${g.Name} (${g.MemberCount})` }))} />
          <Picker label={t('share.courses')} kind="course" shares={shares.data} value={courses} onChange={setCourses} onSearch={setCourseTerm} loading={courseOptions.isFetching}
            options={(courseOptions.data?.items ?? []).map((c) => ({ value: String(c.ID), label: c.Title }))} />
          <Group gap={4}>
            <Badge variant="light">{t('share.summary', { users: users.length, groups: groups.length, courses: courses.length })}</Badge>
          </Group>
          {error ? <Alert color="red" variant="light" role="alert">{error}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
            <Button onClick={() => void save()} loading={busy}>{t('save')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
