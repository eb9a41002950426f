import { z } from 'zod';
import { listQuerySchema } from './list.ts';
import { countryCodeField, emailField, mobileField, nameField, phoneRefinement, textField } from './validation.ts';

/** Enquiry statuses (DESIGN section 5). */
export const enquiryStatuses = ['New', 'Contacted', 'Follow-up', 'Interested', 'Enrolled', 'Not Interested', 'Invalid'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** What a visitor sends from the contact form (or an enquiry landing page). */
export const createEnquiryBodySchema = z
  .object({
    Name: nameField,
    LastName: nameField.optional().or(z.literal('')),
    Email: emailField,
    CountryCode: countryCodeField,
    MobileNumber: mobileField,
    Degree: textField(100).optional(),
    ExperienceYears: z.coerce.number().int().min(0).max(60).optional(),
    City: textField(100).optional(),
    EnquiryDescription: textField(2000).min(1, 'Required'),
    /** Where the enquiry came from, e.g. 'contact' or a campaign purpose. */
    Purpose: textField(60).optional(),
  })
  .superRefine((v, ctx) => phoneRefinement({ countryCode: v.CountryCode, mobileNumber: v.MobileNumber }, ctx, 'MobileNumber'));
export type CreateEnquiryBody = z.infer<typeof createEnquiryBodySchema>;

/** Enquiry of the spec (section 3). */
export const enquirySchema = z.object({
  ID: z.number().int(),
  CreatedOn: z.string(),
  Name: z.string(),
  LastName: z.string(),
  Degree: z.string(),
  ExperienceYears: z.number().int().nullable(),
  Email: z.string(),
  CountryCode: z.string(),
  MobileNumber: z.string(),
  City: z.string(),
  Status: z.enum(enquiryStatuses),
  EnquiryDescription: z.string(),
  Purpose: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiriesListQuerySchema = listQuerySchema.extend({
  status: z.enum(enquiryStatuses).optional(),
});
