import { Messages, SupportMessages } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const CONTACT_US = '*/api/contact-us/';
const DESCRIPTION = { name: 'How can we help?' };

function serveContactUs(
  answer: () => Response = () => HttpResponse.json({ title: 'Thank you!', detail: 'We will contact you shortly' }),
) {
  const sent: unknown[] = [];
  server.use(
    http.post(CONTACT_US, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

describe('contact support', () => {
  it('signed out: asks for the e-mail and checks both fields before sending', async () => {
    const sent = serveContactUs();
    const { user } = renderApp({ url: '/account/contact-support/' });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText(Messages.fieldRequired)).toHaveLength(2);

    await user.type(email, 'not-an-address');
    // Pasted: typed, a thousand keystrokes each re-render the form and took most of a minute.
    await user.click(screen.getByRole('textbox', DESCRIPTION));
    await user.paste('x'.repeat(1001));
    expect(await screen.findByText(Messages.formatNotValid('Email'))).toBeTruthy();
    expect(screen.getByText(Messages.queryTooLong(1000))).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('signed out: sends e-mail and question, then shows the server’s title and detail', async () => {
    const sent = serveContactUs(() =>
      HttpResponse.json({ title: 'Got it!', detail: 'Support will write within a day.' }),
    );
    const { user } = renderApp({ url: '/account/contact-support/' });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'someone@example.com');
    await user.type(screen.getByRole('textbox', DESCRIPTION), 'I cannot sign in.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Got it!' });
    expect(within(dialog).getByText('Support will write within a day.')).toBeTruthy();
    expect(sent).toEqual([{ email: 'someone@example.com', description: 'I cannot sign in.' }]);
  });

  it('signed in with an e-mail on the profile: no e-mail field; OK goes back where redirect_uri says', async () => {
    const sent = serveContactUs();
    session.signIn('key-support');
    const { user, location } = renderApp({ url: '/account/contact-support/?redirect_uri=%2Fdocuments%2F' });
    const description = await screen.findByRole('textbox', DESCRIPTION);
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();

    await user.type(description, 'Where is my annual statement?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: Messages.thankYouTitle });
    expect(within(dialog).getByText(Messages.weWillContactYouShortly)).toBeTruthy();
    expect(sent).toEqual([{ description: 'Where is my annual statement?' }]);

    await user.click(within(dialog).getByRole('button', { name: Messages.ok }));
    await waitFor(() => expect(location().pathname).toBe('/documents/'));
  });

  it('signed in without an e-mail on the profile: asks for one', async () => {
    server.use(http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile({ email: '' }))));
    session.signIn('key-support');
    renderApp({ url: '/account/contact-support/' });
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  it('Cancel goes back to the page the user came from', async () => {
    session.signIn('key-support');
    const { user, router, location } = renderApp({ url: '/documents/' });
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    await router.navigate('/account/contact-support/');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location().pathname).toBe('/documents/'));
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    serveContactUs(() =>
      HttpResponse.json({ detail: SupportMessages.tooManyRequests, code: 'rate_limited' }, { status: 429 }),
    );
    const { user, location } = renderApp({ url: '/account/contact-support/' });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'someone@example.com');
    await user.type(screen.getByRole('textbox', DESCRIPTION), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(SupportMessages.tooManyRequests)).toBeTruthy();
    expect((screen.getByRole('textbox', DESCRIPTION) as HTMLTextAreaElement).value).toBe('Hello again');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location().pathname).toBe('/account/contact-support/');
  });
});
