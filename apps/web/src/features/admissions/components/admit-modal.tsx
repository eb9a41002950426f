import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdmitLearners, type AdmitResult } from '../api/admit-learners.ts';
import { useCandidates, type Candidate } from '../api/get-candidates.ts';
import { candidateLabel, mergeCandidates } from '../lib/candidates.ts';

export interface AdmitModalProps {
  opened: boolean;
  onClose: () => void;
  courseId: number;
  courseTitle: string;
}

/**
 * "Admit learners": search learners by name or email (value, email, contact), pick several, admit them; the
 * answer says how many were admitted and how many already were.
 */
export function AdmitModal({ opened, onClose, courseId, courseTitle }: AdmitModalProps) {
  const { t } = useTranslation(['admissions', 'common']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [picked, setPicked] = useState<Candidate[]>([]);
  const [result, setResult] = useState<AdmitResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const candidates = useCandidates(debounced, courseId, opened && result === null);
  // The list closes once a learner is chosen (so it never covers the Admit button) and opens again on typing.
  const [dropdownOpened, setDropdownOpened] = useState(false);
  const admit = useAdmitLearners();

  useEffect(() => {
    if (!opened) return;
    setSearch('');
    setPicked([]);
    setResult(null);
    setError(null);
    setTouched(false);
    setDropdownOpened(false);
  }, [opened]);

  // Picked learners stay listed (and shown as pills) whatever the current search finds.
  const known = mergeCandidates(picked, candidates.data ?? []);
  // Learners already admitted stay visible, marked and not selectable.
  const data = known.map((c) => ({
    value: String(c.ID),
    label: c.AlreadyAdmitted ? `${candidateLabel(c)} (${t('admit.alreadyIn')})` : candidateLabel(c),
    disabled: c.AlreadyAdmitted,
  }));
  const value = picked.map((c) => String(c.ID));
  const missing = touched && picked.length === 0;

  const submit = () => {
    setTouched(true);
    if (picked.length === 0) return;
    setError(null);
    admit.mutate(
      { courseId, userIds: picked.map((c) => c.ID) },
      { onSuccess: (r) => setResult(r), onError: (e) => setError(errorMessage(e)) },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={admit.isPending ? () => undefined : onClose}
      title={t('admit.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {result ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" title={t('admit.doneTitle')}>
            <Stack gap={4}>
              <Text size="sm">{t('admit.admitted', { count: result.Admitted, course: courseTitle })}</Text>
              {result.AlreadyAdmitted > 0 ? <Text size="sm">{t('admit.alreadyAdmitted', { count: result.AlreadyAdmitted })}</Text> : null}
            </Stack>
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => { setResult(null); setPicked([]); setTouched(false); }}>{t('admit.more')}</Button>
            <Button onClick={onClose} data-autofocus>{t('admit.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('admit.lead', { course: courseTitle })}</Text>
            {error ? <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{error}</Alert> : null}
            <MultiSelect
              label={t('admit.learners')}
              description={t('admit.learnersHint')}
              placeholder={picked.length ? undefined : t('admit.searchPlaceholder')}
              data={data}
              value={value}
              onChange={(ids) => {
                setPicked(ids.map((id) => known.find((c) => String(c.ID) === id)!).filter(Boolean));
                setTouched(true);
                setDropdownOpened(false);
              }}
              dropdownOpened={dropdownOpened}
              onDropdownOpen={() => setDropdownOpened(true)}
              onDropdownClose={() => setDropdownOpened(false)}
              searchable
              searchValue={search}
              onSearchChange={(value) => {
                setSearch(value);
                if (value) setDropdownOpened(true);
              }}
              clearSearchOnChange
              // The server already filtered by the term (name or email).
              filter={({ options }) => options}
              hidePickedOptions
              nothingFoundMessage={candidates.isFetching ? t('loading') : t('admit.nothingFound')}
              maxValues={200}
              required
              error={missing ? t('admit.pickOne') : candidates.isError ? errorMessage(candidates.error) : undefined}
              comboboxProps={{ withinPortal: true }}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={admit.isPending}>{t('common:actions.cancel')}</Button>
              <Button type="submit" loading={admit.isPending}>
                {picked.length ? t('admit.submitN', { count: picked.length }) : t('admit.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
