import { certificatesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /certificates/{id}/pdf: the certificate as a PDF (own certificates only). */
export const downloadCertificate = (id: number) => call(certificatesEndpoints.pdf, { params: { id } });
