import { NotificationMessages, type OperatorNotificationPreview } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderBackOfficeQueues } from '../../../testing/back-office-queues';
import { server } from '../../../testing/mocks/server';

type Body = Record<string, unknown>;

/** Serves preview and send; `everyone` is how many people the route counts as everyone. */
function serveNotifications(options: { everyone?: number; send?: () => Response } = {}) {
  const calls = { previews: [] as Body[], sends: [] as Body[] };
  const recipientsOf = (body: Body) =>
    body.audience === 'user'
      ? [{ id: 3, name: 'Alex Investor', email: String(body.email) }]
      : body.audience === 'account'
        ? [
            { id: 4, name: 'Alice Smith', email: 'alice@example.com' },
            { id: 5, name: 'Bob Smith', email: 'bob@example.com' },
          ]
        : Array.from({ length: Math.min(options.everyone ?? 25, 20) }, (_, i) => ({
            id: 100 + i,
            name: `Person ${i + 1}`,
            email: `person${i + 1}@example.com`,
          }));
  const countOf = (body: Body) => (body.audience === 'everyone' ? (options.everyone ?? 25) : recipientsOf(body).length);
  server.use(
    http.post('*/api/operator/notifications/preview/', async ({ request }) => {
      const body = (await request.json()) as Body;
      calls.previews.push(body);
      if (body.email === 'nobody@example.com')
        return HttpResponse.json({ detail: NotificationMessages.unknownEmail, code: 'not_found' }, { status: 404 });
      const preview: OperatorNotificationPreview = {
        audience: body.audience as OperatorNotificationPreview['audience'],
        count: countOf(body),
        recipients: recipientsOf(body),
        title: String(body.title),
        description: String(body.description ?? ''),
        redirect_url: null,
      };
      return HttpResponse.json(preview);
    }),
    http.post('*/api/operator/notifications/', async ({ request }) => {
      const body = (await request.json()) as Body;
      calls.sends.push(body);
      if (options.send) return options.send();
      return HttpResponse.json({ count: countOf(body), notifications: [] }, { status: 201 });
    }),
  );
  return calls;
}

describe('the notifications page', () => {
  it('previews a notification to one user, then sends it after a confirmation naming the count', async () => {
    const calls = serveNotifications();
    const { user } = renderBackOfficeQueues('/back-office/notifications/');
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'User’s email' }), 'investor@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Office closed');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Closed on Friday.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('It would reach 1 person.')).toBeTruthy();
    expect(within(within(preview).getByRole('list', { name: 'Recipients' })).getByText('Alex Investor')).toBeTruthy();
    expect(within(preview).getByText('Office closed')).toBeTruthy();
    expect(within(preview).getByText('Closed on Friday.')).toBeTruthy();
    expect(calls.previews).toEqual([
      { audience: 'user', email: 'investor@example.com', title: 'Office closed', description: 'Closed on Friday.' },
    ]);
    expect(calls.sends).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = screen.getByRole('dialog', { name: 'Send this notification?' });
    expect(within(dialog).getByText('“Office closed” goes to 1 person at once.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('status')).textContent).toBe('Sent to 1 person.');
    expect(calls.sends).toEqual([calls.previews[0]]);
  });

  it('sends to everyone with the preview’s count, and shows a stale preview’s refusal keeping what was typed', async () => {
    const stale = NotificationMessages.audienceChanged(25, 26);
    const calls = serveNotifications({
      send: () => HttpResponse.json({ detail: stale, code: 'preview_stale' }, { status: 409 }),
    });
    const { user } = renderBackOfficeQueues('/back-office/notifications/');
    await user.click(await screen.findByRole('radio', { name: 'Everyone' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'New statements');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('It would reach 25 people.')).toBeTruthy();
    expect(within(preview).getByText('and 5 people more')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(stale)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.sends).toEqual([
      { audience: 'everyone', title: 'New statements', description: '', confirm_count: 25 },
    ]);
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('New statements');
  });

  it('checks the fields: the audience’s own field, the title; an unknown address on the e-mail field', async () => {
    const calls = serveNotifications();
    const { user } = renderBackOfficeQueues('/back-office/notifications/');
    await user.click(await screen.findByRole('radio', { name: 'An account’s members' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(NotificationMessages.accountRequired)).toBeTruthy();
    expect(screen.getByText(NotificationMessages.titleRequired)).toBeTruthy();
    expect(calls.previews).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'One user (by e-mail)' }));
    await user.type(screen.getByRole('textbox', { name: 'User’s email' }), 'nobody@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const email = screen.getByRole('textbox', { name: 'User’s email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(NotificationMessages.unknownEmail)).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('nobody@example.com');
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('forgets the preview when the form changes: Send waits for a new one', async () => {
    serveNotifications();
    const { user } = renderBackOfficeQueues('/back-office/notifications/');
    await user.click(await screen.findByRole('radio', { name: 'An account’s members' }));
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('It would reach 2 people.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull());
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
