import { useMutation, useQueryClient } from '@tanstack/react-query';
import { certificatesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /certificates/{id}/revoke with a reason (409 when already revoked). */
export const revokeCertificate = (id: number, Reason: string) => call(certificatesEndpoints.revoke, { params: { id }, body: { Reason } });

export const useRevokeCertificate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => revokeCertificate(id, reason),
    // The certificate lists and the course figures (revoked count) change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admissions'] }),
  });
};
