import type { CreateEnquiryBody } from '@app/contracts/crm';
import type { ListQuery } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import * as repo from './crm.repository.ts';

export type CrmService = ReturnType<typeof createCrmService>;

/** Enquiries from visitors and the admissions team's work on them. */
export function createCrmService(ctx: AppContext) {
  return {
    createEnquiry: (body: CreateEnquiryBody) =>
      repo.insertEnquiry(ctx.db, {
        name: body.Name,
        lastName: body.LastName ?? '',
        email: body.Email,
        countryCode: body.CountryCode,
        mobileNumber: body.MobileNumber,
        degree: body.Degree ?? '',
        experienceYears: body.ExperienceYears ?? null,
        city: body.City ?? '',
        description: body.EnquiryDescription,
        purpose: body.Purpose || 'contact',
      }),
    listEnquiries: (query: ListQuery & { status?: string }) => repo.listEnquiries(ctx.db, query, query.status),
  };
}
