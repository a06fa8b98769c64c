import type { ReferenceFile, ReferenceImportPreview, StaffRole } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderBackOfficeQueues } from '../../../testing/back-office-queues';
import { testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';

const REFERENCE: ReferenceFile = {
  note_types: [
    { key: '48-hour', term: 48, term_unit: 'hours', interest_type: 'variable', interest_rate: '4.10', active: true },
    { key: '12-month', term: 12, term_unit: 'months', interest_type: 'fixed', interest_rate: '6.00', active: true },
  ],
  applications: [{ application: 'ipm', products: ['icf', 'ipm'], note_types: ['48-hour', '12-month'] }],
  asset_allocation_categories: [
    {
      key: 'growth',
      name: 'Growth',
      color: '#123456',
      investment_options: [
        {
          key: 'growth-core',
          name: 'Growth core',
          color: '#654321',
          min_value: '10.00',
          is_custom_strategies_available: true,
          tailored_label: null,
          portfolio_management_fee: null,
          investment_management_fee: null,
        },
      ],
    },
  ],
  sources_of_funds: [],
  accounting_methods: [],
  sectors: [],
};

const PREVIEW: ReferenceImportPreview = {
  sections: {
    note_types: { added: ['24-month'], updated: ['48-hour'], unchanged: 1, removed: [] },
    sources_of_funds: { added: [], updated: [], unchanged: 0, removed: ['gift'] },
    accounting_methods: { added: [], updated: [], unchanged: 0, removed: [] },
  },
};

function serve(options: { role?: StaffRole; preview?: () => Response } = {}) {
  const calls = { previews: [] as unknown[], imports: [] as unknown[] };
  server.use(
    http.get('*/api/profiles/my/', () =>
      HttpResponse.json(testProfile({ is_staff: true, staff_role: options.role ?? 'operator' })),
    ),
    http.get('*/api/operator/reference/', () => HttpResponse.json(REFERENCE)),
    http.post('*/api/operator/reference/preview/', async ({ request }) => {
      calls.previews.push(await request.json());
      return options.preview ? options.preview() : HttpResponse.json(PREVIEW);
    }),
    http.post('*/api/operator/reference/', async ({ request }) => {
      calls.imports.push(await request.json());
      return HttpResponse.json({ sections: {} });
    }),
  );
  return calls;
}

const jsonFile = (content: unknown, name = 'reference.json') =>
  new File([JSON.stringify(content)], name, { type: 'application/json' });

describe('/back-office/reference/', () => {
  it('shows products, note types and allocation options', async () => {
    serve();
    renderBackOfficeQueues('/back-office/reference/');
    const notes = await screen.findByRole('table', { name: 'Note types' });
    expect(
      within(notes)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['48-hour', '12-month']);
    expect(within(screen.getByRole('table', { name: 'Products' })).getByText('ICF, IPM')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Allocation options' })).getByText('Growth core')).toBeTruthy();
  });

  it('previews a chosen file, then imports it only once confirmed', async () => {
    const calls = serve();
    const { user } = renderBackOfficeQueues('/back-office/reference/');
    await screen.findByRole('table', { name: 'Note types' });
    const file = { ...REFERENCE, note_types: [] };
    await user.upload(screen.getByLabelText('Reference file (JSON)'), jsonFile(file));
    const preview = await screen.findByRole('region', { name: 'What the import would change' });
    expect(within(preview).getByText('Note types: added 24-month; changed 48-hour')).toBeTruthy();
    expect(within(preview).getByText('Sources of funds: removed gift')).toBeTruthy();
    expect(calls.previews).toEqual([file]);
    expect(calls.imports).toEqual([]);

    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import the reference data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('status')).textContent).toBe('Imported reference.json.');
    expect(calls.imports).toEqual([file]);
  });

  it('lists a bad file’s problems by their path and imports nothing', async () => {
    const calls = serve({
      preview: () =>
        HttpResponse.json(
          {
            field_errors: { 'note_types[0].term': ['Must be 0 or more.'] },
            non_field_errors: ['Nothing was imported.'],
          },
          { status: 400 },
        ),
    });
    const { user } = renderBackOfficeQueues('/back-office/reference/');
    await user.upload(await screen.findByLabelText('Reference file (JSON)'), jsonFile(REFERENCE));
    expect(await screen.findByText('note_types[0].term: Must be 0 or more.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    await user.upload(
      screen.getByLabelText('Reference file (JSON)'),
      new File(['not json'], 'notes.json', { type: 'application/json' }),
    );
    expect(await screen.findByText('notes.json is not JSON.')).toBeTruthy();
    await waitFor(() => expect(calls.previews).toHaveLength(1));
    expect(calls.imports).toEqual([]);
  });

  it('offers no import to staff who are not operators', async () => {
    serve({ role: 'auditor' });
    renderBackOfficeQueues('/back-office/reference/');
    await screen.findByRole('table', { name: 'Note types' });
    expect(screen.queryByLabelText('Reference file (JSON)')).toBeNull();
  });
});
