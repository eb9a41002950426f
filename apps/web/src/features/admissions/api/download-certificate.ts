import { api } from '../../../lib/api-client.ts';

/** GET /certificates/{id}/pdf: the certificate as a PDF (with the bearer token, so fetched rather than linked). */
export const downloadCertificate = (id: number) => api.download(`/certificates/${id}/pdf`, { headers: { Accept: 'application/pdf' } });
