import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Card, CopyButton, Group, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconBrandLinkedin, IconCertificateOff, IconCheck, IconCopy, IconInfoCircle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { certificatePublicParamSchema, type CertificateVerification } from '@app/contracts/certificates';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { BRAND } from '../../../lib/config.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useCertificateVerification } from '../api/verify-certificate.ts';
import { addToLinkedInUrl } from '../lib/linkedin.ts';
import { CATALOGUE_PATH, certificatePageUrl, landingPath } from '../lib/paths.ts';

/**
 * /courses/{courseUrl}/certificate/{certificateID}: the public verification page (no login) printed on the PDF:
 * holder, course, issue date, valid or revoked, and "Add to LinkedIn profile".
 */
export function CertificateVerificationPage() {
  const { t } = useTranslation('courses');
  const { certificateID = '' } = useParams();
  const wellFormed = certificatePublicParamSchema.safeParse({ publicId: certificateID }).success;
  const verification = useCertificateVerification(certificateID, wellFormed);

  if (!wellFormed) return <CertificateNotFound />;
  if (verification.isPending) return <FullPageLoader label={t('verify.loading')} />;
  if (verification.isError) {
    if (verification.error instanceof ApiError && verification.error.code === 'NOT_FOUND') return <CertificateNotFound />;
    return <FullPageLoader error={errorMessage(verification.error)} onRetry={() => void verification.refetch()} />;
  }
  return <Verification certificate={verification.data} />;
}

function CertificateNotFound() {
  const { t } = useTranslation('courses');
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle title={t('verify.notFoundTitle')} />
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          <Text>{t('verify.notFoundText')}</Text>
          <Button component={Link} to={CATALOGUE_PATH} variant="default">{t('landing.browse')}</Button>
        </Stack>
      </Alert>
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'contents' }}>
      <Text component="dt" c="dimmed" size="sm">{label}</Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}

function Verification({ certificate: c }: { certificate: CertificateVerification }) {
  const { t } = useTranslation('courses');
  const { date } = useFormat();
  const pageUrl = certificatePageUrl(c.courseURL, c.PublicID);
  const valid = c.Status === 'valid';
  const linkedIn = addToLinkedInUrl(c, BRAND, pageUrl);

  return (
    <Stack gap="lg" maw={760}>
      <PageTitle title={t('verify.title')} description={t('verify.lead', { brand: BRAND })} />
      <Card withBorder radius="md" padding="xl">
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="flex-start" role="status">
            <ThemeIcon size={56} radius="xl" variant="light" color={valid ? 'teal' : 'red'} aria-hidden>
              {valid ? <IconRosetteDiscountCheck size={32} /> : <IconCertificateOff size={32} />}
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={2} size="h3" c={valid ? 'teal.9' : 'red.9'}>{valid ? t('verify.valid') : t('verify.revoked')}</Title>
              <Text size="sm">
                {valid
                  ? t('verify.validText', { holder: c.HolderName, course: c.CourseName })
                  : t('verify.revokedText', { date: date(c.RevokedOn) })}
              </Text>
              {!valid && c.RevokedReason ? <Text size="sm">{t('certificates.reason', { reason: c.RevokedReason })}</Text> : null}
            </Stack>
          </Group>

          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', gap: '10px 16px' }}>
            <Row label={t('verify.holder')}>{c.HolderName}</Row>
            <Row label={t('verify.course')}>
              <Anchor component={Link} to={landingPath(c.courseURL)} inherit>{c.CourseName}</Anchor>
            </Row>
            <Row label={t('verify.issuedOn')}>{date(c.IssuedOn)}</Row>
            <Row label={t('verify.issuer')}>{c.Issuer}</Row>
            <Row label={t('verify.certificateId')}><span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{c.PublicID}</span></Row>
          </dl>

          <Group gap="sm" wrap="wrap">
            {valid ? (
              <Button
                component="a"
                href={linkedIn}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconBrandLinkedin size={18} aria-hidden />}
                color="#0a66c2"
              >
                {t('verify.addToLinkedIn')}
                <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
              </Button>
            ) : null}
            <CopyButton value={pageUrl} timeout={2000}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}>
                  {copied ? t('copy.copied') : t('verify.copyLink')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
