export { companyApplicationsPlugin } from './company-applications.plugin.js';
export { CompanyApplicationsService } from './company-applications.service.js';
