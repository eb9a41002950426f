import { useQuery } from '@tanstack/react-query';
import { admissionsEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { admissionsKey } from './keys.ts';

/** GET /admin/AdmissionStuDetails/{SubsID}/{UserID}: one learner's content with locks, test attempts and submissions. */
export const getAdmissionDetail = (admissionId: number, userId: number, signal?: AbortSignal) =>
  call(admissionsEndpoints.detail, { params: { subsId: admissionId, userId } }, { signal });

export const useAdmissionDetail = (admissionId: number, userId: number) =>
  useQuery({
    queryKey: [...admissionsKey, 'detail', admissionId, userId],
    queryFn: ({ signal }) => getAdmissionDetail(admissionId, userId, signal),
    // Progress moves while the learner works: always refetch on opening.
    staleTime: 0,
  });
