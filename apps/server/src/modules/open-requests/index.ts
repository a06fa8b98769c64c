export { openRequestsPlugin } from './open-requests.plugin.js';
