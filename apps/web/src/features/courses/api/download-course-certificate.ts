import { certificatesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /course/getCertificate?courseId=: my certificate of a course as a PDF. */
export const downloadCourseCertificate = (courseId: number) => call(certificatesEndpoints.pdfOfCourse, { query: { courseId } });
