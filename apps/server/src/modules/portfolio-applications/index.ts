export { portfolioApplicationsPlugin } from './portfolio-applications.plugin.js';
