import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCertificate, IconDownload, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../ui/format.ts';
import { downloadCertificate } from '../api/download-certificate.ts';
import { useLatestCertificates } from '../api/get-my-certificates.ts';
import { certificateFileName } from '../lib/files.ts';
import { certificatePath, MY_CERTIFICATES_PATH } from '../lib/paths.ts';
import { CertificateStatusBadge } from './certificate-status.tsx';
import { PageSection } from '../../../ui/page-section.tsx';
import { SectionEmpty, SectionError, SectionLoading } from './section-states.tsx';
import { usePdfDownload } from './use-pdf-download.ts';

const SHOWN = 5;

/** Dashboard: the certificates I earned (newest first), each with its PDF and its public page. */
export function LatestCertificatesSection() {
  const { t } = useTranslation('courses');
  const { date } = useFormat();
  const certificates = useLatestCertificates(SHOWN);
  const pdf = usePdfDownload();

  let body;
  if (certificates.isPending) body = <SectionLoading label={t('dashboard.certificates.loading')} rows={1} />;
  else if (certificates.isError) {
    body = <SectionError error={certificates.error} onRetry={() => void certificates.refetch()} retrying={certificates.isFetching} />;
  } else if (certificates.data.items.length === 0) {
    body = <SectionEmpty icon={<IconCertificate size={40} stroke={1.3} />} text={t('dashboard.certificates.empty')} />;
  } else {
    body = (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {certificates.data.items.map((c) => (
          <Card component="li" key={c.ID} withBorder radius="md" padding="md">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{c.CourseName}</Text>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">{t('certificates.issuedOn', { date: date(c.CreatedOn) })}</Text>
                  <CertificateStatusBadge revoked={c.Revoked} />
                </Group>
              </Stack>
              <Group gap="xs" wrap="wrap">
                <Button
                  size="sm"
                  variant="light"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  loading={pdf.busy === String(c.ID)}
                  onClick={() => void pdf.run(String(c.ID), () => downloadCertificate(c.ID), certificateFileName(c.CourseName))}
                  aria-label={t('actions.downloadPdfNamed', { title: c.CourseName })}
                >
                  {t('actions.downloadPdf')}
                </Button>
                <Button
                  component={Link}
                  to={certificatePath(c.courseURL, c.PublicID)}
                  size="sm"
                  variant="default"
                  leftSection={<IconExternalLink size={16} aria-hidden />}
                  aria-label={t('actions.openVerificationNamed', { title: c.CourseName })}
                >
                  {t('actions.openVerification')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  const more = certificates.data && certificates.data.total > 0;
  return (
    <PageSection
      id="dashboard-certificates"
      title={t('dashboard.certificates.title')}
      action={more ? <Anchor component={Link} to={MY_CERTIFICATES_PATH} size="sm">{t('dashboard.certificates.all', { count: certificates.data!.total })}</Anchor> : undefined}
    >
      {body}
    </PageSection>
  );
}
