export { devPlugin } from './dev.plugin.js';
