import { z } from 'zod';
import { listQuerySchema } from './list.ts';
import { idField } from './ids.ts';

/** Certificate row of the spec: UserName, CourseName, CreatedOn, Url (the public verification page). */
export const certificateRowSchema = z.object({
  ID: z.number().int(),
  /** The unguessable public id used in the verification address. */
  PublicID: z.string(),
  UserID: z.number().int(),
  UserName: z.string(),
  CourseID: z.number().int(),
  CourseName: z.string(),
  courseURL: z.string(),
  CreatedOn: z.string(),
  /** Address of the public verification page. */
  Url: z.string(),
  Revoked: z.boolean(),
  RevokedReason: z.string().nullable(),
});
export type CertificateRow = z.infer<typeof certificateRowSchema>;

export const certificatesQuerySchema = listQuerySchema;
export const certificateCourseParamSchema = z.object({ courseId: idField });
export const certificateIdParamSchema = z.object({ id: idField });
export const certificatePublicParamSchema = z.object({ publicId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
export const certificateOfCourseQuerySchema = z.object({ courseId: idField });

export const revokeBodySchema = z.object({ Reason: z.string().trim().min(3, 'Give a reason').max(500) });

/** What the public verification page shows (no login). */
export const certificateVerificationSchema = z.object({
  PublicID: z.string(),
  HolderName: z.string(),
  CourseName: z.string(),
  courseURL: z.string(),
  IssuedOn: z.string(),
  Status: z.enum(['valid', 'revoked']),
  RevokedOn: z.string().nullable(),
  RevokedReason: z.string().nullable(),
  /** The issuing organisation (LinkedIn add-to-profile: organizationName). */
  Issuer: z.string(),
  Url: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** LinkedIn's add-to-profile address for a certification (built by the web page). */
export function linkedInAddToProfileUrl(c: { name: string; organizationName: string; issuedOn: Date; certUrl: string; certId: string }): string {
  const p = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: c.name,
    organizationName: c.organizationName,
    issueYear: String(c.issuedOn.getUTCFullYear()),
    issueMonth: String(c.issuedOn.getUTCMonth() + 1),
    certUrl: c.certUrl,
    certId: c.certId,
  });
  return `https://www.linkedin.com/profile/add?${p.toString()}`;
}
