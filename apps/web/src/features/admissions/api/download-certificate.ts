import { certificatesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /certificates/{id}/pdf: the certificate as a PDF (with the bearer token, so fetched rather than linked). */
export const downloadCertificate = (id: number) => call(certificatesEndpoints.pdf, { params: { id } }, { headers: { Accept: 'application/pdf' } });
