import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { IconCertificateOff, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CertificateRow } from '@app/contracts/certificates';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { downloadCertificate } from '../api/download-certificate.ts';
import { getCertificates, type CertificateFilters } from '../api/get-certificates.ts';
import { certificatesKey } from '../api/keys.ts';
import { certificateFileName } from '../lib/files.ts';
import { RevokeModal } from './revoke-modal.tsx';
import { saveBlob } from '../../../lib/save-file.ts';

export interface CertificatesTableProps {
  courseId: number | null;
  label: string;
  filterControls?: ReactNode;
  csvFileName?: string;
  emptyText?: string;
}

/**
 * Certificates (UserName, CourseName, CreatedOn, Url, valid or revoked): download the PDF, open the public
 * verification page, revoke with a reason.
 */
export function CertificatesTable({ courseId, label, filterControls, csvFileName, emptyText }: CertificatesTableProps) {
  const { t } = useTranslation('admissions');
  const { dateTime } = useFormat();
  const [revoking, setRevoking] = useState<CertificateRow | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (r: CertificateRow) => {
    setDownloading(r.ID);
    try {
      saveBlob(await downloadCertificate(r.ID), certificateFileName(r.UserName, r.CourseName));
    } catch (e) {
      notify(errorMessage(e), 'danger', t('certificates.downloadFailed'));
    } finally {
      setDownloading(null);
    }
  };

  const columns: DataTableColumn<CertificateRow>[] = [
    { id: 'UserName', header: t('fields.learner'), sortable: true, primary: true, cell: (r) => <Text size="sm" fw={500}>{r.UserName}</Text> },
    ...(courseId === null ? [{ id: 'CourseName', header: t('fields.course'), sortable: true } satisfies DataTableColumn<CertificateRow>] : []),
    { id: 'CreatedOn', header: t('certificates.issuedOn'), sortable: true, nowrap: true, cell: (r) => dateTime(r.CreatedOn), csv: (r) => r.CreatedOn },
    {
      id: 'Revoked',
      header: t('fields.status'),
      cell: (r) => r.Revoked ? (
        <Stack gap={2} maw={240}>
          <div><Badge color="red" variant="light">{t('certificates.status.revoked')}</Badge></div>
          {r.RevokedReason ? <Text size="xs" c="dimmed" lineClamp={2} style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{r.RevokedReason}</Text> : null}
        </Stack>
      ) : <Badge color="green" variant="light">{t('certificates.status.valid')}</Badge>,
      csv: (r) => (r.Revoked ? `${t('certificates.status.revoked')}: ${r.RevokedReason ?? ''}` : t('certificates.status.valid')),
    },
    {
      id: 'Url',
      header: t('certificates.url'),
      cell: (r) => (
        <Anchor href={r.Url} target="_blank" rel="noopener noreferrer" size="sm" aria-label={t('certificates.verifyN', { name: r.UserName, course: r.CourseName })} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          {t('certificates.verify')} <IconExternalLink size={14} aria-hidden />
        </Anchor>
      ),
      csv: (r) => r.Url,
    },
  ];

  return (
    <Stack gap="md">
      <DataTable<CertificateRow, CertificateFilters>
        label={label}
        queryKey={[...certificatesKey, 'list']}
        fetchPage={getCertificates}
        columns={columns}
        rowKey={(r) => r.ID}
        filters={courseId ? { courseId } : {}}
        filterControls={filterControls}
        searchLabel={t('certificates.search')}
        initialSort={{ id: 'CreatedOn', desc: true }}
        csvFileName={csvFileName}
        emptyText={emptyText}
        rowActions={(r) => (
          <>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileTypePdf size={14} aria-hidden />}
              loading={downloading === r.ID}
              onClick={() => void download(r)}
              aria-label={t('certificates.pdfN', { name: r.UserName, course: r.CourseName })}
            >
              {t('certificates.pdf')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconCertificateOff size={14} aria-hidden />}
              disabled={r.Revoked}
              onClick={() => setRevoking(r)}
              aria-label={t('certificates.revokeN', { name: r.UserName, course: r.CourseName })}
            >
              {t('certificates.revoke')}
            </Button>
          </>
        )}
      />
      <RevokeModal target={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}
