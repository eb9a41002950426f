import { linkedInAddToProfileUrl, type CertificateVerification } from '@app/contracts/certificates';

/**
 * LinkedIn's add-to-profile address for a verified certificate: the course as the certification name, the
 * brand as the organisation, the issue year and month, this verification page and the certificate id.
 */
export function addToLinkedInUrl(
  c: Pick<CertificateVerification, 'CourseName' | 'IssuedOn' | 'PublicID'>,
  organizationName: string,
  pageUrl: string,
): string {
  return linkedInAddToProfileUrl({
    name: c.CourseName,
    organizationName,
    issuedOn: new Date(c.IssuedOn),
    certUrl: pageUrl,
    certId: c.PublicID,
  });
}
