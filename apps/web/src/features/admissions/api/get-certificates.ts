import type { ListQuery } from '@app/contracts/list';
import { certificatesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type CertificateFilters = { courseId?: number };

/** GET /certificates, or /certificates/getCertificates/{courseId} for one course (UserName, CourseName, CreatedOn, Url). */
export const getCertificates = ({ courseId, ...q }: ListQuery & CertificateFilters, signal?: AbortSignal) =>
  courseId ? call(certificatesEndpoints.ofCourse, { params: { courseId }, query: q }, { signal }) : call(certificatesEndpoints.list, { query: q }, { signal });
