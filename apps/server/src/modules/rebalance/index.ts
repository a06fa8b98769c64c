export { rebalancePlugin } from './rebalance.plugin.js';
