import { Messages, type TwoFactorRequestResponse } from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { server } from './mocks/server';

export const REQUEST_CODE = '*/api/auth/two-factor-authentication/request-create/';
export const CONFIRM_LOGIN_CODE = '*/api/auth/two-factor-authentication/login-confirmation-create/';
export const CONFIRM_ACTION_CODE = '*/api/auth/two-factor-authentication/action-confirmation-create/';

/** The request-create answer; tests override what they are about. */
export function codeSent(overrides: Partial<TwoFactorRequestResponse> = {}): TwoFactorRequestResponse {
  return {
    detail: Messages.twoFactorCodeSent,
    channel: 'sms',
    destination: '•••• ••• 678',
    resend_available_in: 60,
    reason: 'login',
    ...overrides,
  };
}

/**
 * Answers request-create with `answers` in turn (the last one repeats; a function makes a raw
 * Response, e.g. a 429) and records each body, so a test can count the codes sent.
 */
export function serveCodeRequests(...answers: Array<Partial<TwoFactorRequestResponse> | (() => Response)>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(REQUEST_CODE, async ({ request }) => {
      bodies.push(await request.json());
      const answer = answers[Math.min(bodies.length - 1, answers.length - 1)] ?? {};
      return typeof answer === 'function' ? answer() : HttpResponse.json(codeSent(answer));
    }),
  );
  return bodies;
}
