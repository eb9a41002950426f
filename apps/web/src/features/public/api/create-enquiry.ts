import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { countryCodeField, emailField, isValidPhone, mobileField, nameField, textField } from '@app/contracts/validation';
import { api } from '../../../lib/api-client.ts';

/**
 * Body of the public contact form (spec enquiry fields). Built from the shared field rules; when the CRM
 * module adds its enquiry schema to packages/contracts this should import that one instead.
 */
export const createEnquiryBodySchema = z
  .object({
    Name: nameField,
    LastName: nameField,
    Email: emailField,
    CountryCode: countryCodeField,
    MobileNumber: mobileField,
    EnquiryDescription: textField(2000).min(10, 'At least 10 characters'),
  })
  .superRefine((v, ctx) => {
    if (v.CountryCode && v.MobileNumber && !isValidPhone(v.CountryCode, v.MobileNumber)) {
      ctx.addIssue({ code: 'custom', path: ['MobileNumber'], message: 'Not a valid number for this country code' });
    }
  });
export type CreateEnquiryBody = z.infer<typeof createEnquiryBodySchema>;

/** POST /enquiries: files an enquiry from the public contact form. */
export const createEnquiry = (body: CreateEnquiryBody) => api.post<unknown>('/enquiries', body);

export const useCreateEnquiry = () => useMutation({ mutationFn: createEnquiry });
