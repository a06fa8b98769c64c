export { tenantsPlugin } from './tenants.plugin.js';
export { TenantsService } from './tenants.service.js';
