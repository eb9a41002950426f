import { api } from '../../../lib/api-client.ts';

/** GET /course/getCertificate?courseId=: my certificate of a course as a PDF. */
export const downloadCourseCertificate = (courseId: number) => api.download('/course/getCertificate', { query: { courseId } });
