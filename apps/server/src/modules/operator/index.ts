export { resolveOperatorKey } from './operator-key.js';
export { operatorPlugin } from './operator.plugin.js';
