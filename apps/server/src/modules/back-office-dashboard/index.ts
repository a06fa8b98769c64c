export { backOfficeDashboardPlugin } from './back-office-dashboard.plugin.js';
