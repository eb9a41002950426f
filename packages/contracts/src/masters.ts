import { z } from 'zod';
import { idField } from './ids.ts';

/** Master types seeded and served by GET /admin/{masterType}. */
export const masterTypes = [
  'degrees',
  'cities',
  'enquiryStatuses',
  'demoLeadStatuses',
  'products',
  'tracks',
  'modules',
  'questionLevels',
  'categories',
  'subcategories',
  'experienceLevels',
  'ticketStatuses',
  'reportTypes',
  /** The categories a learner files a support ticket under. */
  'supportCategories',
  /** The statuses of a client company of the placement desk. */
  'companyStatuses',
] as const;
export type MasterType = (typeof masterTypes)[number];

/** Master type in any case, or undefined. */
export function normalizeMasterType(name: string): MasterType | undefined {
  const lower = name.toLowerCase();
  return masterTypes.find((t) => t.toLowerCase() === lower);
}

/** Master entry of the spec: ID, Title. */
export const masterEntrySchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
});
export type MasterEntry = z.infer<typeof masterEntrySchema>;

export const masterTypeSummarySchema = z.object({
  type: z.enum(masterTypes),
  count: z.number().int(),
});

export const masterTitleBodySchema = z.object({
  Title: z.string().trim().min(1, 'Required').max(100, 'At most 100 characters'),
});
export const masterTypeParamSchema = z.object({ masterType: z.string().min(1).max(60) });
export const masterEntryParamSchema = masterTypeParamSchema.extend({ id: idField });
