import { eq, sql } from 'drizzle-orm';
import type { Enquiry } from '@app/contracts/crm';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { enquiries } from './crm.tables.ts';

const columns = {
  ID: enquiries.id,
  CreatedOn: isoTime(enquiries.createdOn),
  Name: enquiries.name,
  LastName: enquiries.lastName,
  Degree: enquiries.degree,
  ExperienceYears: enquiries.experienceYears,
  Email: enquiries.email,
  CountryCode: enquiries.countryCode,
  MobileNumber: enquiries.mobileNumber,
  City: enquiries.city,
  Status: enquiries.status,
  EnquiryDescription: enquiries.description,
  Purpose: enquiries.purpose,
};

const spec: ListSpec = {
  searchable: [sql`(${enquiries.name} || ' ' || ${enquiries.lastName} || ' ' || ${enquiries.email} || ' ' || ${enquiries.mobileNumber} || ' ' || ${enquiries.city})`],
  bigramIndexed: true,
  sortable: {
    ID: enquiries.id,
    CreatedOn: enquiries.createdOn,
    Name: enquiries.name,
    LastName: enquiries.lastName,
    Email: enquiries.email,
    City: enquiries.city,
    Status: enquiries.status,
    ExperienceYears: enquiries.experienceYears,
  },
  defaultOrder: [sql`${enquiries.createdOn} desc`],
  tieBreaker: enquiries.id,
};

export async function insertEnquiry(db: Db, values: typeof enquiries.$inferInsert) {
  const [row] = await db.insert(enquiries).values(values).returning(columns);
  return row as Enquiry;
}

export function listEnquiries(db: Db, query: ListQuery, status?: string) {
  return paginate<Enquiry>(
    db,
    spec,
    query,
    (where) => db.select(columns).from(enquiries).where(where).$dynamic(),
    [status ? eq(enquiries.status, status) : undefined],
  );
}
