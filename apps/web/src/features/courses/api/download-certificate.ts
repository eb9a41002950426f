import { api } from '../../../lib/api-client.ts';

/** GET /certificates/{id}/pdf: the certificate as a PDF (own certificates only). */
export const downloadCertificate = (id: number) => api.download(`/certificates/${id}/pdf`);
