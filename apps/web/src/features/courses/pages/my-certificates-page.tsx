import { Button, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CertificateRow } from '@app/contracts/certificates';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { downloadCertificate } from '../api/download-certificate.ts';
import { getMyCertificates, myCertificatesKey } from '../api/get-my-certificates.ts';
import { CertificateStatusBadge } from '../components/certificate-status.tsx';
import { CopyValueButton } from '../components/copy-value-button.tsx';
import { usePdfDownload } from '../components/use-pdf-download.ts';
import { certificateFileName } from '../lib/files.ts';
import { certificatePageUrl, certificatePath, DASHBOARD_PATH } from '../lib/paths.ts';

/** /course/getCertificate: my certificates with their PDF, their public verification page and a link to share. */
export function MyCertificatesPage() {
  const { t } = useTranslation('courses');
  const { date } = useFormat();
  const pdf = usePdfDownload();

  const columns: DataTableColumn<CertificateRow>[] = [
    { id: 'CourseName', header: t('certificates.columns.course'), sortable: true, primary: true },
    { id: 'CreatedOn', header: t('certificates.columns.issuedOn'), sortable: true, nowrap: true, cell: (r) => date(r.CreatedOn), csv: (r) => r.CreatedOn },
    {
      id: 'Status', header: t('certificates.columns.status'), csv: (r) => (r.Revoked ? 'revoked' : 'valid'),
      cell: (r) => (
        <Stack gap={2} align="flex-start">
          <CertificateStatusBadge revoked={r.Revoked} />
          {r.Revoked && r.RevokedReason ? <Text size="xs" c="dimmed">{t('certificates.reason', { reason: r.RevokedReason })}</Text> : null}
        </Stack>
      ),
    },
  ];

  const rowActions = (r: CertificateRow) => (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={pdf.busy === String(r.ID)}
        onClick={() => void pdf.run(String(r.ID), () => downloadCertificate(r.ID), certificateFileName(r.CourseName))}
        aria-label={t('actions.downloadPdfNamed', { title: r.CourseName })}
      >
        {t('actions.downloadPdf')}
      </Button>
      <Button
        component={Link}
        to={certificatePath(r.courseURL, r.PublicID)}
        size="xs"
        variant="default"
        leftSection={<IconExternalLink size={14} aria-hidden />}
        aria-label={t('actions.openVerificationNamed', { title: r.CourseName })}
      >
        {t('actions.openVerification')}
      </Button>
      <CopyValueButton value={certificatePageUrl(r.courseURL, r.PublicID)} label={t('copy.certificateLink', { title: r.CourseName })} />
    </>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t('certificates.title')} description={t('certificates.lead')} back={{ to: DASHBOARD_PATH, label: t('dashboard.back') }} />
      <DataTable<CertificateRow>
        label={t('certificates.listLabel')}
        queryKey={myCertificatesKey}
        fetchPage={getMyCertificates}
        columns={columns}
        rowKey={(r) => r.ID}
        rowActions={rowActions}
        searchLabel={t('certificates.search')}
        emptyText={t('certificates.empty')}
      />
    </Stack>
  );
}
