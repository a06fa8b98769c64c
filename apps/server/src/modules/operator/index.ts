export { resolveOperatorKey } from './operator-key.js';
export { operatorPlugin, paramId, type OperatorCallRecorder, type RecordSnapshot } from './operator.plugin.js';
export type { OperatorCaller } from './operator-auth.js';
