import { useState, type ReactNode } from 'react';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconEye, IconEyeOff, IconServer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '@app/contracts/instances';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMyInstances } from '../api/get-my-instances.ts';
import { useRevealInstancePassword } from '../api/reveal-instance-password.ts';
import { CopyValueButton } from './copy-value-button.tsx';
import { PageSection } from '../../../ui/page-section.tsx';
import { SectionEmpty, SectionError, SectionLoading } from './section-states.tsx';
import classes from './courses.module.css';

const MASK = '••••••••';

/** Dashboard: my ERP sandbox logins (URL, user id, password masked until I reveal it; every reveal is logged). */
export function SandboxSection() {
  const { t } = useTranslation('courses');
  const instances = useMyInstances();

  let body;
  if (instances.isPending) body = <SectionLoading label={t('dashboard.sandbox.loading')} rows={1} />;
  else if (instances.isError) body = <SectionError error={instances.error} onRetry={() => void instances.refetch()} retrying={instances.isFetching} />;
  else if (instances.data.items.length === 0) body = <SectionEmpty icon={<IconServer size={40} stroke={1.3} />} text={t('dashboard.sandbox.empty')} />;
  else {
    body = (
      <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {instances.data.items.map((i) => <InstanceCard key={i.ID} instance={i} />)}
      </SimpleGrid>
    );
  }
  return (
    <PageSection id="dashboard-sandbox" title={t('dashboard.sandbox.title')}>
      <Text size="sm" c="dimmed" mt={-8}>{t('dashboard.sandbox.lead')}</Text>
      {body}
    </PageSection>
  );
}

function Field({ label, children, actions }: { label: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <div style={{ display: 'contents' }}>
      <Text component="dt" size="sm" c="dimmed" style={{ alignSelf: 'center' }}>{label}</Text>
      <Group component="dd" m={0} gap={4} wrap="nowrap" justify="space-between" style={{ minWidth: 0 }}>
        <div style={{ minWidth: 0, flex: 1 }}>{children}</div>
        {actions ? <Group gap={2} wrap="nowrap">{actions}</Group> : null}
      </Group>
    </div>
  );
}

function InstanceCard({ instance: i }: { instance: InstanceRow }) {
  const { t } = useTranslation('courses');
  const reveal = useRevealInstancePassword();
  const [password, setPassword] = useState<string | null>(null);
  const course = i.CourseName;

  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>{course}</Title>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '6px 12px' }}>
          <Field label={t('dashboard.sandbox.url')} actions={<CopyValueButton value={i.URL} label={t('copy.url', { course })} />}>
            <Anchor href={i.URL} target="_blank" rel="noopener noreferrer" size="sm" className={classes.secret}>
              {i.URL}
              <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
            </Anchor>
          </Field>
          <Field label={t('dashboard.sandbox.userId')} actions={<CopyValueButton value={i.UserID} label={t('copy.userId', { course })} />}>
            <Text size="sm" className={classes.secret}>{i.UserID}</Text>
          </Field>
          <Field
            label={t('dashboard.sandbox.password')}
            actions={password !== null ? <CopyValueButton value={password} label={t('copy.password', { course })} /> : undefined}
          >
            {password !== null
              ? <Text size="sm" className={classes.secret}>{password}</Text>
              : (
                <Text size="sm" className={classes.secret}>
                  <span aria-hidden>{MASK}</span>
                  <VisuallyHidden>{t('dashboard.sandbox.hidden')}</VisuallyHidden>
                </Text>
              )}
          </Field>
        </dl>
        <div aria-live="polite">
          {reveal.isError ? <Text size="sm" c="red.8" role="alert">{errorMessage(reveal.error)}</Text> : null}
          {password !== null ? <VisuallyHidden>{t('dashboard.sandbox.shown')}</VisuallyHidden> : null}
        </div>
        <Group gap="xs">
          {password === null ? (
            <Button
              size="sm"
              variant="light"
              leftSection={<IconEye size={16} aria-hidden />}
              loading={reveal.isPending}
              onClick={() => reveal.mutate(i.ID, { onSuccess: (r) => setPassword(r.Password) })}
              aria-label={t('dashboard.sandbox.revealNamed', { course })}
            >
              {t('dashboard.sandbox.reveal')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="default"
              leftSection={<IconEyeOff size={16} aria-hidden />}
              onClick={() => setPassword(null)}
              aria-label={t('dashboard.sandbox.hideNamed', { course })}
            >
              {t('dashboard.sandbox.hide')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">{t('dashboard.sandbox.logged')}</Text>
      </Stack>
    </Card>
  );
}
