import { describe, expect, it } from 'vitest';
import { REGISTRATION_STEP_PARTS, UnfilledAccountField, registrationSteps } from '../src/index.js';

describe('per-account registration steps (spec 2 §4)', () => {
  it('cover every missing part exactly once', () => {
    const covered = Object.values(REGISTRATION_STEP_PARTS).flat();
    expect([...covered].sort()).toEqual(Object.values(UnfilledAccountField).sort());
  });

  it('are complete once none of their parts is missing, the missing ones in the fill-in order', () => {
    const steps = registrationSteps(['individual_tax', 'directors', 'corporate_tax']);
    expect(steps.find((s) => s.step === 'corporate_trustee_details')).toEqual({
      step: 'corporate_trustee_details',
      is_completed: false,
      unfilled_fields: ['directors', 'corporate_tax'],
    });
    expect(steps.find((s) => s.step === 'signing_authority')?.is_completed).toBe(true);
    expect(registrationSteps([], 'bank_account')).toEqual([
      { step: 'bank_account', is_completed: true, unfilled_fields: [] },
    ]);
  });
});
