export { resolveOperatorKey } from './operator-key.js';
export { operatorPlugin, type OperatorCallRecorder } from './operator.plugin.js';
export { operatorCallerOf, type OperatorCaller } from './operator-auth.js';
