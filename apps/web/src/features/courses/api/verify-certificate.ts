import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificatesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const certificateVerificationKey = (publicId: string) => ['courses', 'verify', publicId] as const;

/** GET /certificates/verify/{publicId}: holder, course, date, valid or revoked (public, no login). */
export const verifyCertificate = (publicId: string, signal?: AbortSignal) =>
  call(certificatesEndpoints.verify, { params: { publicId } }, { signal });

export const certificateVerificationOptions = (publicId: string) =>
  queryOptions({
    queryKey: certificateVerificationKey(publicId),
    queryFn: ({ signal }) => verifyCertificate(publicId, signal),
    // A revocation must show at once to whoever checks the certificate.
    staleTime: 0,
  });

export const useCertificateVerification = (publicId: string, enabled: boolean) =>
  useQuery({ ...certificateVerificationOptions(publicId), enabled });
