import type { CertificateRow } from '@app/contracts/certificates';
import type { ListQuery, Page } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';

export type CertificateFilters = { courseId?: number };

/** GET /certificates, or /certificates/getCertificates/{courseId} for one course (UserName, CourseName, CreatedOn, Url). */
export const getCertificates = ({ courseId, ...q }: ListQuery & CertificateFilters, signal?: AbortSignal) =>
  api.get<Page<CertificateRow>>(courseId ? `/certificates/getCertificates/${courseId}` : '/certificates', { query: q, signal });
