export { reportsPlugin } from './reports.plugin.js';
