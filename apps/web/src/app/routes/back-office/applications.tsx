import { ApplicationsTable } from '../../../features/back-office-reference/components/applications-table';

/** /back-office/applications/: the company applications (white-label tenants). */
export function ApplicationsRoute() {
  return <ApplicationsTable />;
}
