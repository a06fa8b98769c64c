import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyApplications, type CompanyApplicationRow } from '../../db/schema/index.js';

export function listCompanyApplications(db: Database): Promise<CompanyApplicationRow[]> {
  return db.select().from(companyApplications).orderBy(asc(companyApplications.id));
}
