export { resolveOperatorKey } from './operator-key.js';
export { operatorPlugin, paramId, type OperatorCallRecorder, type RecordSnapshot } from './operator.plugin.js';
export { operatorCallerOf, type OperatorCaller } from './operator-auth.js';
