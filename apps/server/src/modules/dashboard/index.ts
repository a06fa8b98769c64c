export { dashboardPlugin } from './dashboard.plugin.js';
export type { MemberAccount } from './dashboard.repository.js';
export { type DashboardScope, DashboardService } from './dashboard.service.js';
