import { useQuery } from '@tanstack/react-query';
import type { AdmissionDetail } from '@app/contracts/admissions';
import { api } from '../../../lib/api-client.ts';
import { admissionsKey } from './keys.ts';

/** GET /admin/AdmissionStuDetails/{SubsID}/{UserID}: one learner's content with locks, test attempts and submissions. */
export const getAdmissionDetail = (admissionId: number, userId: number, signal?: AbortSignal) =>
  api.get<AdmissionDetail>(`/admin/AdmissionStuDetails/${admissionId}/${userId}`, { signal });

export const useAdmissionDetail = (admissionId: number, userId: number) =>
  useQuery({
    queryKey: [...admissionsKey, 'detail', admissionId, userId],
    queryFn: ({ signal }) => getAdmissionDetail(admissionId, userId, signal),
    // Progress moves while the learner works: always refetch on opening.
    staleTime: 0,
  });
