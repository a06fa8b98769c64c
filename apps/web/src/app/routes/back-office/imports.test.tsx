import type { ImportAttempt, ImportAttemptDetail, ImportProblem } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderBackOfficeQueues } from '../../../testing/back-office-queues';
import { server } from '../../../testing/mocks/server';

const ACCEPTED: ImportAttempt = {
  id: 7,
  kind: 'valuations',
  file_name: 'valuations-2026-11-26.csv',
  sha256: 'a'.repeat(64),
  size_bytes: 1200,
  rows: 12,
  status: 'accepted',
  problem_count: 0,
  actor: 'staff@example.com',
  created_at: '2026-11-26T22:00:00Z',
};
const REJECTED: ImportAttempt = {
  ...ACCEPTED,
  id: 8,
  file_name: 'broken.csv',
  status: 'rejected',
  rows: 2,
  problem_count: 2,
  created_at: '2026-11-27T01:00:00Z',
};
const PROBLEMS: ImportProblem[] = [
  { row: 2, field: 'date', value: '2026-02-30', message: "'2026-02-30' is not a date written YYYY-MM-DD." },
  { row: 3, field: 'account_code', value: 'NOPE-1', message: 'no account has the code NOPE-1.' },
];
const detail = (attempt: ImportAttempt, problems: ImportProblem[] = []): ImportAttemptDetail => ({
  ...attempt,
  problems,
});

/** Serves the data feed routes and records the calls. */
function serveFeeds(answers: { upload?: (dryRun: boolean) => Response } = {}) {
  const calls = { lists: [] as URLSearchParams[], uploads: [] as { url: URL; body: string; type: string | null }[] };
  server.use(
    http.get('*/api/operator/imports/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const rows = [REJECTED, ACCEPTED].filter((row) => !params.get('status') || row.status === params.get('status'));
      return HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows });
    }),
    http.get('*/api/operator/imports/:id/', ({ params }) =>
      Number(params.id) === REJECTED.id
        ? HttpResponse.json(detail(REJECTED, PROBLEMS))
        : HttpResponse.json(detail(ACCEPTED)),
    ),
    http.post('*/api/operator/imports/:kind/', async ({ request }) => {
      const url = new URL(request.url);
      calls.uploads.push({ url, body: await request.text(), type: request.headers.get('content-type') });
      const dryRun = url.searchParams.get('dry_run') === 'true';
      if (answers.upload) return answers.upload(dryRun);
      return HttpResponse.json({ kind: 'valuations', rows: 12, imported: true });
    }),
  );
  return calls;
}

const historyRows = () =>
  within(screen.getByRole('grid', { name: 'Imports' }))
    .getAllByRole('row')
    .slice(1);

async function chooseFile(user: ReturnType<typeof renderBackOfficeQueues>['user'], text: string, name: string) {
  await user.upload(screen.getByLabelText('CSV file'), new File([text], name, { type: 'text/csv' }));
}

describe('the data feeds page', () => {
  it('lists the history newest first, filters by status, and opens an upload from its row', async () => {
    const calls = serveFeeds();
    const { user, router } = renderBackOfficeQueues('/back-office/imports/');
    expect(await screen.findByRole('heading', { name: 'Data feeds' })).toBeTruthy();
    await waitFor(() => expect(historyRows()).toHaveLength(2));
    const first = within(historyRows()[0]!);
    expect(first.getByRole('link', { name: 'broken.csv' }).getAttribute('href')).toBe('/back-office/imports/8/');
    expect(first.getByText('Rejected')).toBeTruthy();
    expect(first.getByText('Valuations')).toBeTruthy();
    expect(calls.lists.at(-1)?.get('ordering')).toBe('-created_at');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Accepted' }));
    await waitFor(() => expect(calls.lists.at(-1)?.get('status')).toBe('accepted'));
    await waitFor(() => expect(historyRows()).toHaveLength(1));

    await user.click(within(historyRows()[0]!).getByText('staff@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/back-office/imports/7/'));
    expect(await screen.findByRole('heading', { name: 'Import of valuations-2026-11-26.csv' })).toBeTruthy();
    expect(screen.getByText('No problems: every row was valid.')).toBeTruthy();
  });

  it('asks for a file before uploading', async () => {
    const calls = serveFeeds();
    const { user } = renderBackOfficeQueues('/back-office/imports/');
    await user.click(await screen.findByRole('button', { name: 'Check only' }));
    expect(screen.getByText('Choose a CSV file.')).toBeTruthy();
    expect(calls.uploads).toHaveLength(0);
  });

  it('checks a file without importing it and shows its report row by row', async () => {
    const calls = serveFeeds({
      upload: () =>
        HttpResponse.json({ kind: 'valuations', rows: 2, status: 'rejected', problem_count: 2, problems: PROBLEMS }),
    });
    const { user } = renderBackOfficeQueues('/back-office/imports/');
    await screen.findByRole('heading', { name: 'Data feeds' });
    await chooseFile(user, 'account_code\r\nNOPE-1\r\n', 'broken.csv');
    await user.click(screen.getByRole('button', { name: 'Check only' }));

    expect(await screen.findByText('broken.csv would be rejected: 2 problems. Nothing was imported.')).toBeTruthy();
    const report = screen.getByRole('table', { name: 'Validation report' });
    const rows = within(report).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'date', '2026-02-30', "'2026-02-30' is not a date written YYYY-MM-DD."],
      ['3', 'account_code', 'NOPE-1', 'no account has the code NOPE-1.'],
    ]);
    const sent = calls.uploads[0]!;
    expect(sent.url.pathname).toBe('/api/operator/imports/valuations/');
    expect(sent.url.searchParams.get('dry_run')).toBe('true');
    expect(sent.url.searchParams.get('file_name')).toBe('broken.csv');
    expect(sent.type).toBe('text/csv');
    expect(sent.body).toBe('account_code\r\nNOPE-1\r\n');
  });

  it('imports a file of the chosen kind and says it was accepted', async () => {
    const calls = serveFeeds({ upload: () => HttpResponse.json({ kind: 'accounts', rows: 3, imported: true }) });
    const { user } = renderBackOfficeQueues('/back-office/imports/');
    await user.click(await screen.findByRole('combobox', { name: 'File kind' }));
    await user.click(screen.getByRole('option', { name: 'Accounts' }));
    await chooseFile(user, 'a,b\r\n', 'accounts.csv');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('accounts.csv was imported: 3 rows of accounts.')).toBeTruthy();
    expect(calls.uploads[0]!.url.pathname).toBe('/api/operator/imports/accounts/');
    expect(calls.uploads[0]!.url.searchParams.get('dry_run')).toBeNull();
    // The history is read again: the upload is its newest row.
    await waitFor(() => expect(calls.lists.length).toBeGreaterThan(1));
  });

  it('shows a rejected import’s report, read from the upload it recorded', async () => {
    serveFeeds({
      upload: () =>
        HttpResponse.json(
          { field_errors: {}, non_field_errors: ['Row 2 ...', 'Nothing was imported.'], import_id: REJECTED.id },
          { status: 400 },
        ),
    });
    const { user } = renderBackOfficeQueues('/back-office/imports/');
    await screen.findByRole('heading', { name: 'Data feeds' });
    await chooseFile(user, 'x\r\n', 'broken.csv');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('broken.csv was rejected. Nothing was imported.')).toBeTruthy();
    const report = screen.getByRole('table', { name: 'Validation report' });
    expect(within(report).getByText('no account has the code NOPE-1.')).toBeTruthy();
  });

  it('shows the server’s refusal, e.g. an auditor’s 403', async () => {
    serveFeeds({
      upload: () =>
        HttpResponse.json({ detail: 'Auditors may only read.', code: 'permission_denied' }, { status: 403 }),
    });
    const { user } = renderBackOfficeQueues('/back-office/imports/');
    await screen.findByRole('heading', { name: 'Data feeds' });
    await chooseFile(user, 'x\r\n', 'any.csv');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Auditors may only read.')).toBeTruthy();
  });
});

describe('one upload', () => {
  it('shows who sent what, and its validation report row by row', async () => {
    serveFeeds();
    renderBackOfficeQueues('/back-office/imports/8/');
    expect(await screen.findByRole('heading', { name: 'Import of broken.csv' })).toBeTruthy();
    expect(screen.getByText('staff@example.com')).toBeTruthy();
    const report = screen.getByRole('table', { name: 'Validation report' });
    expect(within(report).getAllByRole('row')).toHaveLength(3);
    expect(within(report).getByText('2026-02-30')).toBeTruthy();
  });
});
