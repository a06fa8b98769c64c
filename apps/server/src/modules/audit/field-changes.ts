import type { AuditFieldChange } from '@portal/contract';
import { isSecretName, REDACTED, redactValue } from '../../config/log-redaction.js';

/** More changed fields than this are summed up in one line: the trail is not a copy of the record. */
const MAX_CHANGES = 50;
/** A value longer than this (as JSON) is recorded by its size. */
const MAX_VALUE_CHARS = 1_000;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** What the entry keeps of one side of a change: masked when any part of its path is secret. */
function kept(value: unknown, secret: boolean): unknown {
  if (value === undefined) return null;
  if (secret) return REDACTED;
  const masked = redactValue(value);
  const size = JSON.stringify(masked)?.length ?? 0;
  return size > MAX_VALUE_CHARS ? `[${size} characters, not kept]` : masked;
}

function walk(before: unknown, after: unknown, path: string, secret: boolean, out: AuditFieldChange[]): void {
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      walk(before[key], after[key], path ? `${path}.${key}` : key, secret || isSecretName(key), out);
    }
    return;
  }
  // Lists and values compare whole: a member added to `members` is one change of `members`.
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  out.push({ field: path || '(record)', before: kept(before, secret), after: kept(after, secret) });
}

/**
 * The fields a change changed, comparing the record's wire view before the call with the one the
 * call answered (issue #23 item 3: "before and after for changed fields with secrets masked").
 * A field is secret when its name or a name above it is (`config/log-redaction.ts`): the entry
 * says it changed, never to what.
 */
export function fieldChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const out: AuditFieldChange[] = [];
  walk(before, after, '', false, out);
  if (out.length <= MAX_CHANGES) return out;
  const rest = out.length - MAX_CHANGES + 1;
  return [...out.slice(0, MAX_CHANGES - 1), { field: `(${rest} more fields)`, before: null, after: null }];
}
