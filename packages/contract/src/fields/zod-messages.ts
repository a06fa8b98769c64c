import { z } from 'zod';
import { fieldSpecMessages as M } from './fields.messages.js';

type Issue = z.core.$ZodRawIssue;

/**
 * The contract's words for what zod would otherwise say in its own ("Invalid input: expected
 * string, received undefined"): a field a schema gives no message of its own still answers in the
 * portal's language, on the server (a missing query field) and in forms alike. A schema's own
 * `error` still wins; this is only the fallback.
 */
export function zodIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return M.fieldRequired;
      return issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint'
        ? M.enterNumber
        : M.theFormatIsNotValid;
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return minimum <= 1 ? M.fieldRequired : M.minLength(minimum);
      if (issue.origin === 'array' || issue.origin === 'set') return M.atLeastItems(minimum);
      return M.numberAtLeast(minimum);
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return M.maxLength(maximum);
      if (issue.origin === 'array' || issue.origin === 'set') return M.atMostItems(maximum);
      return M.numberAtMost(maximum);
    }
    case 'invalid_value':
      return M.chooseFromList;
    default:
      return M.theFormatIsNotValid;
  }
}

/** Makes zodIssueMessage zod's fallback in this process or page; the server and the web app call it at start. */
export function installContractZodMessages(): void {
  z.config({ customError: zodIssueMessage });
}
