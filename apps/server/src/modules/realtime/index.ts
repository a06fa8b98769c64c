export { realtimePlugin } from './realtime.plugin.js';
