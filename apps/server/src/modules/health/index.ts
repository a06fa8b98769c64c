export { healthPlugin } from './health.plugin.js';
