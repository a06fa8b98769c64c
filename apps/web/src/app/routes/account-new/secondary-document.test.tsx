import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveIdentityLookups, testPersonalDetail } from '../../../testing/identity';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

describe('secondary verification document', () => {
  it('a green Medicare card takes a month and sends the last day of it', async () => {
    serveIdentityLookups();
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/profiles/personal-details/', () =>
        HttpResponse.json(testPersonalDetail({ status: 'not_verified', no_failed_verification_attempts: 1 })),
      ),
      http.post('*/api/profiles/personal-details/11/secondary-verification-document/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ document_type: 'medicare_card', details: {}, file: null, status: 'verified' });
      }),
    );
    session.signIn('key-identity-02');
    const { user, location } = renderApp({ url: '/account-new/secondary-document' });

    await screen.findByRole('heading', { level: 1, name: 'Secondary verification document' });
    const type = screen.getByRole('combobox', { name: 'Document type' });
    await waitFor(() => expect(within(type).getByRole('option', { name: 'Passport' })).toBeTruthy());
    expect((type as HTMLSelectElement).value).toBe('medicare_card');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Card colour' }), 'Green');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '2123456701');
    await user.type(screen.getByRole('textbox', { name: 'Individual reference number' }), '1');
    // A month input: no day to choose.
    const month = screen.getByLabelText('Expiry month');
    expect(month.getAttribute('type')).toBe('month');
    await user.type(month, '2032-02');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      document_type: 'medicare_card',
      card_type: 'green',
      individual_reference_number: '1',
      medicare_expiry_date: '2032-02-29',
    });
    await waitFor(() => expect(location().pathname).toBe('/account-new/details'));
  });
});
