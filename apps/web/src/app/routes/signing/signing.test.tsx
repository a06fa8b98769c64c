import { Messages, SigningMessages, type ChangeRequestToSign, type SigningEnvelopeView } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_LABEL, FULL_NAME_LABEL } from '../../../features/signing/components/signing-page';
import { DECLINE_REASON_LABEL } from '../../../features/signing/components/decline-dialog';
import { REDIRECT_STATUS_TEXTS, SIGN_URL_TIMED_OUT } from '../../../features/signing/components/signing-redirect';
import { UNKNOWN_SIGN_RESULT } from '../../../features/signing/components/sign-result';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

// pdf.js does not draw in jsdom; the viewer stands in as a named region that loads its file.
vi.mock('../../../components/pdf/pdf-viewer', () => ({
  PdfViewer: ({ label }: { label: string }) => <section aria-label={label}>PDF</section>,
}));

/** The signing screens of issue #21 item 4: the local signing page, the redirecting screen, sign-result, documents to sign. */
const TOKEN = 'a'.repeat(43);

const VIEW: SigningEnvelopeView = {
  envelope: {
    id: 41,
    title: 'Application documents: Ivy Investor',
    kind: 'application',
    status: 'sent',
    created: '2026-03-01T00:00:00Z',
  },
  signer: {
    id: 3,
    name: 'Ivy Investor',
    status: 'sent',
    email: 'investor@example.com',
    link_expires: '2026-03-15T00:00:00Z',
  },
  documents: [
    { id: 1, name: 'Application form.pdf', sha256: 'a1' },
    { id: 2, name: 'Investment policy statement.pdf', sha256: 'b2' },
  ],
  signers: [
    { id: 3, name: 'Ivy Investor', status: 'sent' },
    { id: 4, name: 'Tom Trustee', status: 'signed' },
  ],
};

function toSign(overrides: Partial<ChangeRequestToSign> = {}): ChangeRequestToSign {
  return {
    id: 41,
    account: 5,
    kind: 'application',
    title: 'Application documents: Ivy Investor',
    created: '2026-03-01T00:00:00Z',
    can_sign: true,
    is_sign_url_available: true,
    is_viewed: false,
    is_signed: false,
    signers: [
      { id: 3, name: 'Ivy Investor', status: 'sent' },
      { id: 4, name: 'Tom Trustee', status: 'signed' },
    ],
    ...overrides,
  };
}

/** The link's calls, recording what was sent. */
function serveLink({ nameMismatch = false } = {}) {
  const calls = { viewed: 0, signed: [] as unknown[], declined: [] as unknown[], withAuth: [] as boolean[] };
  server.use(
    http.get(`*/api/signing/${TOKEN}/`, ({ request }) => {
      calls.withAuth.push(request.headers.has('Authorization'));
      return HttpResponse.json(VIEW);
    }),
    http.post(`*/api/signing/${TOKEN}/view/`, () => {
      calls.viewed += 1;
      return HttpResponse.json({ ...VIEW, signer: { ...VIEW.signer, status: 'viewed' } });
    }),
    http.post(`*/api/signing/${TOKEN}/sign/`, async ({ request }) => {
      calls.signed.push(await request.json());
      if (nameMismatch)
        return HttpResponse.json(
          { field_errors: { full_name: [SigningMessages.nameMismatch] }, non_field_errors: [] },
          { status: 400 },
        );
      return HttpResponse.json({ ...VIEW, signer: { ...VIEW.signer, status: 'signed' } });
    }),
    http.post(`*/api/signing/${TOKEN}/decline/`, async ({ request }) => {
      calls.declined.push(await request.json());
      return HttpResponse.json({ detail: Messages.declineSigningRecorded });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the local signing page', () => {
  it('shows the envelope, marks it viewed, and signs with consent and the typed name', async () => {
    const calls = serveLink();
    const { user, location } = renderApp({ url: `/signing/${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: VIEW.envelope.title })).toBeTruthy();
    expect(screen.getByText('Ivy Investor', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Application form.pdf' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Investment policy statement.pdf' })).toBeTruthy();
    await waitFor(() => expect(calls.viewed).toBe(1));
    // Signed out: the link's token is the credential.
    expect(calls.withAuth).toEqual([false]);

    await user.click(screen.getByRole('checkbox', { name: CONSENT_LABEL }));
    await user.type(screen.getByRole('textbox', { name: FULL_NAME_LABEL }), 'Ivy Investor');
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    await waitFor(() => expect(location().pathname).toBe('/sign-result/41'));
    expect(location().search).toBe('?event=signing_complete');
    expect(calls.signed).toEqual([{ consent_to_sign_electronically: true, full_name: 'Ivy Investor' }]);
    // Signed out: the result is shown without the signed-in calls.
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents signed' })).toBeTruthy();
    expect(screen.getByText(new RegExp(SigningMessages.signed))).toBeTruthy();
  });

  it('needs the consent before sending anything', async () => {
    const calls = serveLink();
    const { user } = renderApp({ url: `/signing/${TOKEN}` });
    await user.type(await screen.findByRole('textbox', { name: FULL_NAME_LABEL }), 'Ivy Investor');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText(SigningMessages.consentRequired)).toBeTruthy();
    expect(calls.signed).toEqual([]);
  });

  it('shows a name that does not match on its field and keeps what was typed', async () => {
    serveLink({ nameMismatch: true });
    const { user, location } = renderApp({ url: `/signing/${TOKEN}` });
    await user.click(await screen.findByRole('checkbox', { name: CONSENT_LABEL }));
    const name = screen.getByRole('textbox', { name: FULL_NAME_LABEL });
    await user.type(name, 'Ivy Investr');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(await screen.findByText(SigningMessages.nameMismatch)).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Ivy Investr');
    expect(location().pathname).toBe(`/signing/${TOKEN}`);
  });

  it('declines with a reason and goes to the result', async () => {
    const calls = serveLink();
    const { user, location } = renderApp({ url: `/signing/${TOKEN}` });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline to sign' });
    await user.type(within(dialog).getByRole('textbox', { name: DECLINE_REASON_LABEL }), 'The address is wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Decline signing' }));
    await waitFor(() => expect(location().search).toBe('?event=decline'));
    expect(location().pathname).toBe('/sign-result/41');
    expect(calls.declined).toEqual([{ reason: 'The address is wrong' }]);
    expect(await screen.findByText(Messages.declineSigningRecorded)).toBeTruthy();
  });

  it('shows a refused link’s reason and no form', async () => {
    server.use(
      http.get(`*/api/signing/${TOKEN}/`, () =>
        HttpResponse.json({ detail: SigningMessages.linkExpired, code: 'gone' }, { status: 410 }),
      ),
    );
    const { location } = renderApp({ url: `/signing/${TOKEN}` });
    expect(await screen.findByText(SigningMessages.linkExpired)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'This signing link cannot be used' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(location().pathname).toBe(`/signing/${TOKEN}`);
  });
});

describe('the redirecting screen', () => {
  it('polls the sign URL every 2 seconds, stops after 2 minutes with Try again, and rotates its text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let polls = 0;
    server.use(
      http.get('*/api/change-requests-to-sign/', () => HttpResponse.json([toSign()])),
      http.get('*/api/change-requests/41/sign-url/', () => {
        polls += 1;
        return HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });
      }),
    );
    session.signIn('k'.repeat(43));
    const { user } = renderApp({
      url: '/account/docusign-redirect/5/',
      advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    });
    const status = await screen.findByRole('status', { name: '' });
    expect(status.textContent).toBe(REDIRECT_STATUS_TEXTS[0]);
    await waitFor(() => expect(polls).toBe(1));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(6_000);
    });
    expect(polls).toBe(4);
    expect(screen.getByText(REDIRECT_STATUS_TEXTS[1])).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(await screen.findByText(SIGN_URL_TIMED_OUT)).toBeTruthy();
    const stoppedAt = polls;
    expect(stoppedAt).toBeLessThanOrEqual(61);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(polls).toBe(stoppedAt);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(polls).toBe(stoppedAt + 1));
  });

  it('goes to the signing page once the URL is there', async () => {
    serveLink();
    server.use(
      http.get('*/api/change-requests-to-sign/', () => HttpResponse.json([toSign()])),
      http.get('*/api/change-requests/41/sign-url/', () =>
        HttpResponse.json({ sign_url: `${window.location.origin}/signing/${TOKEN}` }),
      ),
    );
    session.signIn('k'.repeat(43));
    const { location } = renderApp({ url: '/account/docusign-redirect/5/' });
    await waitFor(() => expect(location().pathname).toBe(`/signing/${TOKEN}`));
    expect(await screen.findByRole('heading', { level: 1, name: VIEW.envelope.title })).toBeTruthy();
  });

  it('says why when there is nothing the user can sign', async () => {
    server.use(http.get('*/api/change-requests-to-sign/', () => HttpResponse.json([toSign({ can_sign: false })])));
    session.signIn('k'.repeat(43));
    renderApp({ url: '/account/docusign-redirect/5/' });
    expect(await screen.findByText(/You are not asked to sign these documents yourself/)).toBeTruthy();
  });

  it('says the user has signed when the documents wait for the other signatories', async () => {
    server.use(
      http.get('*/api/change-requests-to-sign/', () =>
        HttpResponse.json([toSign({ can_sign: false, is_sign_url_available: false, is_signed: true })]),
      ),
    );
    session.signIn('k'.repeat(43));
    renderApp({ url: '/account/docusign-redirect/5/' });
    expect(await screen.findByText(SigningMessages.signedWaitingForOthers)).toBeTruthy();
    expect(screen.queryByText(/You are not asked to sign/)).toBeNull();
  });
});

describe('the sign result', () => {
  function serveDecisions() {
    const calls: string[] = [];
    server.use(
      http.post('*/api/change-requests/:id/:action/', ({ params }) => {
        calls.push(`${String(params.action)} ${String(params.id)}`);
        if (params.action === 'confirm') return HttpResponse.json({ detail: SigningMessages.signed });
        if (params.action === 'decline') return HttpResponse.json({ detail: Messages.declineSigningRecorded });
        return HttpResponse.json({ detail: SigningMessages.markedViewed });
      }),
    );
    return calls;
  }
  const signedIn = (url: string) => {
    session.signIn('k'.repeat(43));
    return renderApp({ url });
  };

  it('confirms on signing_complete and links to the accounts and documents', async () => {
    const calls = serveDecisions();
    signedIn('/sign-result/41?event=signing_complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents signed' })).toBeTruthy();
    expect(calls).toEqual(['confirm 41']);
    expect(screen.getByRole('link', { name: 'Go to your accounts' }).getAttribute('href')).toBe('/accounts');
    expect(screen.getByRole('link', { name: 'View your documents' }).getAttribute('href')).toBe('/documents/');
  });

  it('declines on decline, on the sign-callback path too', async () => {
    const calls = serveDecisions();
    signedIn('/change-requests/sign-callback/41/?event=decline');
    expect(await screen.findByText(Messages.declineSigningRecorded)).toBeTruthy();
    expect(calls).toEqual(['decline 41']);
  });

  it('shows the detail as a toast when the call fails', async () => {
    server.use(
      http.post('*/api/change-requests/41/confirm/', () =>
        HttpResponse.json({ field_errors: {}, non_field_errors: [SigningMessages.notSignedYet] }, { status: 400 }),
      ),
    );
    signedIn('/sign-result/41?event=signing_complete');
    // The page says it, and so does the toast (spec 2 §8: failure is a toast of the detail).
    await waitFor(() => expect(screen.getAllByText(SigningMessages.notSignedYet)).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'Documents signed' })).toBeNull();
  });

  it('marks the documents viewed on viewing_complete and offers to try again', async () => {
    const calls = serveDecisions();
    signedIn('/sign-result/41?event=viewing_complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'You have viewed the documents' })).toBeTruthy();
    expect(screen.getByText(/To try again/)).toBeTruthy();
    expect(calls).toEqual(['mark-as-viewed 41']);
  });

  it.each([
    ['cancel', 'Signing was cancelled'],
    ['ttl_expired', 'The signing link has expired'],
    ['session_timeout', 'The signing session timed out'],
  ])('says what happened on %s, sends nothing and offers to try again', async (event, heading) => {
    const calls = serveDecisions();
    signedIn(`/sign-result/41?event=${event}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(/To try again/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it.each(['/sign-result/41?event=signed_by_magic', '/sign-result/abc?event=signing_complete', '/sign-result/41'])(
    'says %s is not recognised and sends nothing',
    async (url) => {
      const calls = serveDecisions();
      signedIn(url);
      expect(await screen.findByText(UNKNOWN_SIGN_RESULT)).toBeTruthy();
      expect(calls).toEqual([]);
    },
  );
});

describe('documents to sign on the account page', () => {
  it('lists the change requests to sign with Sign now and who signs', async () => {
    serveAccounts([testAccount({ id: 5, name: 'Hartley Family Trust' })]);
    server.use(
      http.get('*/api/change-requests-to-sign/', () =>
        HttpResponse.json([toSign(), toSign({ id: 50, account: 6, title: 'Another account' })]),
      ),
    );
    session.signIn('k'.repeat(43));
    const { user, location } = renderApp({ url: '/accounts/5' });
    const section = await screen.findByRole('region', { name: 'Documents to sign' });
    const item = within(section).getByRole('article', { name: 'Application documents: Ivy Investor' });
    expect(within(section).queryByText('Another account')).toBeNull();
    const signers = within(item).getByRole('list', { name: 'Who signs' });
    expect(within(signers).getByText('Tom Trustee')).toBeTruthy();
    expect(within(signers).getByText('Signed')).toBeTruthy();
    await user.click(within(item).getByRole('link', { name: 'Sign now' }));
    await waitFor(() => expect(location().pathname).toBe('/account/docusign-redirect/5/'));
  });

  it('once the user has signed, says the documents wait for the others, not that they are being prepared', async () => {
    serveAccounts([testAccount({ id: 5, name: 'Hartley Family Trust', status: 'awaiting_activation' })]);
    server.use(
      http.get('*/api/accounts/5/activation-steps/', () =>
        HttpResponse.json({ steps: ['sign_investment_policy_statement'], unfilled_fields: [] }),
      ),
      http.get('*/api/change-requests-to-sign/', () =>
        HttpResponse.json([
          toSign({
            can_sign: false,
            is_sign_url_available: false,
            is_signed: true,
            signers: [
              { id: 3, name: 'Ivy Investor', status: 'signed' },
              { id: 4, name: 'Tom Trustee', status: 'sent' },
            ],
          }),
        ]),
      ),
    );
    session.signIn('k'.repeat(43));
    renderApp({ url: '/accounts/5' });
    const section = await screen.findByRole('region', { name: 'Documents to sign' });
    const item = await within(section).findByRole('article', { name: 'Application documents: Ivy Investor' });
    expect(within(item).getByText(SigningMessages.signedWaitingForOthers)).toBeTruthy();
    expect(within(item).queryByRole('link', { name: 'Sign now' })).toBeNull();
    expect(within(section).queryByText(/preparing your application documents/)).toBeNull();
    const signers = within(within(item).getByRole('list', { name: 'Who signs' })).getAllByRole('listitem');
    expect(signers.map((s) => s.textContent)).toEqual(['Ivy InvestorSigned', 'Tom TrusteeNot signed yet']);
  });

  it('right after a submission, says the documents are being prepared and shows them once they are', async () => {
    serveAccounts([testAccount({ id: 5, name: 'Hartley Family Trust', status: 'pending', unfilled_fields: [] })]);
    let asked = 0;
    server.use(
      http.get('*/api/accounts/5/activation-steps/', () =>
        HttpResponse.json({ steps: ['sign_investment_policy_statement'], unfilled_fields: [] }),
      ),
      // The envelope is made in the background: the first answers have nothing yet.
      http.get('*/api/change-requests-to-sign/', () => HttpResponse.json((asked += 1) < 2 ? [] : [toSign()])),
    );
    session.signIn('k'.repeat(43));
    renderApp({ url: '/accounts/5' });
    const section = await screen.findByRole('region', { name: 'Documents to sign' });
    expect(within(section).getByRole('status').textContent).toMatch(/preparing your application documents/);
    expect(await within(section).findByRole('link', { name: 'Sign now' }, { timeout: 5000 })).toBeTruthy();
    expect(asked).toBeGreaterThanOrEqual(2);
  });
});
