import { ErrorCode, Messages, type PersonalDetail } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveIdentityLookups, testPersonalDetail } from '../../../testing/identity';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const DETAIL = '*/api/profiles/personal-details/';

function openForm(saved: PersonalDetail | null = null) {
  const lookups = serveIdentityLookups();
  server.use(
    http.get(DETAIL, () =>
      saved
        ? HttpResponse.json(saved)
        : HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
    ),
  );
  session.signIn('key-identity-01');
  const app = renderApp({ url: '/account-new/personal-details' });
  return { ...app, lookups };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const valueOf = (element: HTMLElement) => (element as HTMLInputElement | HTMLSelectElement).value;
/** The text the field's aria-describedby points at (its error or hint). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Everything a passport holder fills in, valid. */
async function fillValidPassport(user: ReturnType<typeof openForm>['user']) {
  await waitFor(() => expect(within(select('Gender')).getByRole('option', { name: 'Female' })).toBeTruthy());
  await user.selectOptions(select('Gender'), 'Female');
  await waitFor(() => expect(within(select('Title')).getByRole('option', { name: 'Ms' })).toBeTruthy());
  await user.selectOptions(select('Title'), 'Ms');
  await user.type(field('First name'), 'Jane');
  await user.type(field('Last name'), 'Citizen');
  await user.type(screen.getByLabelText('Date of birth'), '1980-05-17');
  await user.type(field('Street number'), '1');
  await user.type(field('Street name'), 'George Street');
  await user.type(field('Suburb'), 'Sydney');
  await waitFor(() => expect(within(select('State')).getByRole('option', { name: 'New South Wales' })).toBeTruthy());
  await user.selectOptions(select('State'), 'New South Wales');
  await user.type(field('Post code'), '2000');
  await user.selectOptions(select('Document type'), 'Passport');
  await user.type(field('Passport number'), 'PA1234560');
  await user.type(screen.getByLabelText('Passport issue date'), '2020-01-01');
  await user.type(screen.getByLabelText('Passport expiry date'), '2035-01-01');
  await user.click(screen.getByRole('checkbox', { name: 'I consent to my identity being verified' }));
}

describe('personal details: the form', () => {
  it('lists the titles of the chosen gender and clears the title when the gender changes', async () => {
    const { user, lookups } = openForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal details' })).toBeTruthy();
    expect(select('Title').hasAttribute('disabled')).toBe(true);

    await waitFor(() => expect(within(select('Gender')).getByRole('option', { name: 'Female' })).toBeTruthy());
    await user.selectOptions(select('Gender'), 'Female');
    await waitFor(() => expect(within(select('Title')).getByRole('option', { name: 'Mrs' })).toBeTruthy());
    await user.selectOptions(select('Title'), 'Mrs');
    expect(valueOf(select('Title'))).toBe('3');

    await user.selectOptions(select('Gender'), 'Male');
    expect(valueOf(select('Title'))).toBe('');
    await waitFor(() => expect(within(select('Title')).getByRole('option', { name: 'Mr' })).toBeTruthy());
    expect(within(select('Title')).queryByRole('option', { name: 'Mrs' })).toBeNull();
    expect(lookups.titlesAskedFor).toEqual(['2', '1']);
  });

  it('clears the address when the country changes', async () => {
    const { user } = openForm();
    await screen.findByRole('heading', { level: 1, name: 'Personal details' });
    await user.type(field('Street number'), '12');
    await user.type(field('Street name'), 'Harbour Road');
    await user.type(field('Suburb'), 'Manly');
    await user.type(field('Post code'), '2095');
    await waitFor(() => expect(within(select('Country')).getByRole('option', { name: 'New Zealand' })).toBeTruthy());

    await user.selectOptions(select('Country'), 'New Zealand');

    for (const name of ['Street number', 'Street name', 'Suburb', 'Post code']) expect(valueOf(field(name))).toBe('');
    // Outside Australia the state is typed, not chosen.
    expect(valueOf(field('State'))).toBe('');
  });

  it('fills the address from a suggestion after more than two characters', async () => {
    const queries: string[] = [];
    server.use(
      http.get('*/api/profiles/address-search/', ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('query') ?? '');
        return HttpResponse.json({
          results: [
            {
              label: '12 Harbour Road, Manly NSW 2095',
              street_number: '12',
              street_name: 'Harbour Road',
              suburb: 'Manly',
              state: 'NSW',
              post_code: '2095',
              country: 'AU',
            },
          ],
        });
      }),
    );
    const { user } = openForm();
    await screen.findByRole('heading', { level: 1, name: 'Personal details' });
    await waitFor(() => expect(within(select('State')).getByRole('option', { name: 'New South Wales' })).toBeTruthy());

    await user.type(screen.getByRole('combobox', { name: 'Address search' }), '12 Harb');
    await user.click(await screen.findByRole('option', { name: '12 Harbour Road, Manly NSW 2095' }));

    expect(valueOf(field('Street number'))).toBe('12');
    expect(valueOf(field('Street name'))).toBe('Harbour Road');
    expect(valueOf(field('Suburb'))).toBe('Manly');
    expect(valueOf(select('State'))).toBe('NSW');
    expect(valueOf(field('Post code'))).toBe('2095');
    // Debounced: one question for what was typed, none for the first two characters.
    expect(queries).toEqual(['12 Harb']);
  });

  it('puts the server’s field errors on nested fields and keeps what was typed', async () => {
    server.use(
      http.post(DETAIL, () =>
        HttpResponse.json(
          {
            field_errors: { 'primary_verification_document.document_id': ['The format is not valid'] },
            non_field_errors: [],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = openForm();
    await screen.findByRole('heading', { level: 1, name: 'Personal details' });
    await fillValidPassport(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('The format is not valid')).toBeTruthy();
    expect(descriptionOf(field('Passport number'))).toBe('The format is not valid');
    expect(valueOf(field('Passport number'))).toBe('PA1234560');
    expect(valueOf(field('First name'))).toBe('Jane');
  });

  it('says the details were not verified, and after three failures forces the skip, which continues', async () => {
    let attempts = 0;
    const sent: unknown[] = [];
    let skipped = false;
    const answer = () =>
      testPersonalDetail({
        status: 'not_verified',
        no_failed_verification_attempts: attempts,
        verification_message: Messages.detailsNotVerified,
      });
    server.use(
      http.post(DETAIL, async ({ request }) => {
        sent.push(await request.json());
        attempts += 1;
        return HttpResponse.json(answer());
      }),
      http.patch(`${DETAIL}11/`, async ({ request }) => {
        sent.push(await request.json());
        attempts += 1;
        return HttpResponse.json(answer());
      }),
      http.post(`${DETAIL}11/skip-verification/`, () => {
        skipped = true;
        return HttpResponse.json(testPersonalDetail({ status: 'pending', no_failed_verification_attempts: 3 }));
      }),
    );
    const { user, location } = openForm();
    await screen.findByRole('heading', { level: 1, name: 'Personal details' });
    await fillValidPassport(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const alert = await screen.findByText(/Unsuccessful attempts: 1 of 3/);
    expect(alert.textContent).toContain(Messages.detailsNotVerified);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(valueOf(field('Passport number'))).toBe('PA1234560');
    expect(sent[0]).toMatchObject({
      title: 2,
      gender: 2,
      primary_verification_document: { document_type: 'passport', document_id: 'PA1234560' },
      consent_access: true,
    });

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText(/Unsuccessful attempts: 2 of 3/);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const dialog = await screen.findByRole('dialog', { name: Messages.verificationRequiredTitle });
    await user.keyboard('{Escape}');
    expect(dialog).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Skip verification and continue' }));

    await waitFor(() => expect(location().pathname).toBe('/account-new/details'));
    expect(skipped).toBe(true);
    expect(sent).toHaveLength(3);
  });

  it('after staff rejected the details, shows their message and lets the person enter them again (no forced skip)', async () => {
    const message = 'The name on the licence does not match. Please check it.';
    const sent: unknown[] = [];
    server.use(
      http.patch(`${DETAIL}11/`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(testPersonalDetail({ status: 'verified' }));
      }),
    );
    const { user, location } = openForm(
      testPersonalDetail({ status: 'not_verified', no_failed_verification_attempts: 0, review_message: message }),
    );
    const note = await screen.findByRole('note', { name: 'Message from our team' });
    expect(within(note).getByText(message)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Unsuccessful attempts/)).toBeNull();

    await waitFor(() => expect(valueOf(field('Last name'))).toBe('Citizen'));
    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Citizen-Smith');
    await user.click(screen.getByRole('checkbox', { name: 'I consent to my identity being verified' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(location().pathname).toBe('/account-new/details'));
    expect(sent).toEqual([expect.objectContaining({ last_name: 'Citizen-Smith', consent_access: true })]);
  });

  it('after error_1 keeps what was typed, shows the server’s detail and offers a skip that continues', async () => {
    const detail =
      'We could not reach the identity check service. Your details are saved: try again, or skip and we will verify your identity ourselves.';
    const { user, location } = openForm();
    let stored: PersonalDetail | null = null;
    let reads = 0;
    const skipped: string[] = [];
    server.use(
      // Registered after openForm's, so they come first. The server keeps the details though the check could not run.
      http.get(DETAIL, () => {
        reads += 1;
        return stored
          ? HttpResponse.json(stored)
          : HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });
      }),
      http.post(DETAIL, () => {
        stored = testPersonalDetail({ status: 'not_verified', no_failed_verification_attempts: 0 });
        return HttpResponse.json({ detail, code: ErrorCode.identityCheckUnavailable }, { status: 503 });
      }),
      http.post(`${DETAIL}11/skip-verification/`, ({ request }) => {
        skipped.push(new URL(request.url).pathname);
        return HttpResponse.json(testPersonalDetail({ status: 'pending' }));
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Personal details' });
    await fillValidPassport(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(detail);
    // The saved detail is read back (for its id); it is not shown as a 'not verified' answer.
    await waitFor(() => expect(reads).toBe(2));
    // Not an error page: the form stays as typed.
    expect(screen.queryByText(/Unsuccessful attempts/)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location().pathname).toBe('/account-new/personal-details');
    expect(valueOf(field('First name'))).toBe('Jane');
    expect(valueOf(field('Last name'))).toBe('Citizen');
    expect(valueOf(field('Passport number'))).toBe('PA1234560');
    expect(valueOf(select('State'))).toBe('NSW');
    expect(screen.getByRole('checkbox', { name: 'I consent to my identity being verified' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveProperty('disabled', false);

    await user.click(within(alert).getByRole('button', { name: 'Skip verification' }));

    await waitFor(() => expect(location().pathname).toBe('/account-new/details'));
    expect(skipped).toEqual(['/api/profiles/personal-details/11/skip-verification/']);
  });

  it('after error_1 tries again with the details the server kept, and continues once verified', async () => {
    const { user, location } = openForm();
    let stored: PersonalDetail | null = null;
    let reads = 0;
    const patched: unknown[] = [];
    server.use(
      http.get(DETAIL, () => {
        reads += 1;
        return stored
          ? HttpResponse.json(stored)
          : HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });
      }),
      http.post(DETAIL, () => {
        stored = testPersonalDetail({ status: 'not_verified', no_failed_verification_attempts: 0 });
        return HttpResponse.json(
          { detail: Messages.identityCheckUnavailable, code: ErrorCode.identityCheckUnavailable },
          { status: 503 },
        );
      }),
      http.patch(`${DETAIL}11/`, async ({ request }) => {
        patched.push(await request.json());
        return HttpResponse.json(testPersonalDetail({ status: 'verified', verification_message: null }));
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Personal details' });
    await fillValidPassport(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.identityCheckUnavailable);
    await waitFor(() => expect(reads).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(location().pathname).toBe('/account-new/details'));
    expect(patched).toEqual([
      expect.objectContaining({
        first_name: 'Jane',
        primary_verification_document: expect.objectContaining({ document_id: 'PA1234560' }),
      }),
    ]);
  });
});
