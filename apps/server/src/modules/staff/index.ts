export { staffPlugin } from './staff.plugin.js';
