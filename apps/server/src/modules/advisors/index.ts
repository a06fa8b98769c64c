export { advisorsPlugin } from './advisors.plugin.js';
export { advisorsOf } from './advisors.service.js';
export { clientConfiguration } from './client-configuration.js';
