export { accountBlockingPlugin } from './account-blocking.plugin.js';
