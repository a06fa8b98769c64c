import { BankAccountMessages, Messages } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BSB_DIRECTORY_SAMPLE } from '../../../src/data/bsb-directory-sample.js';
import { bearer, INVESTOR, signIn } from '../../helpers/auth-client.js';
import { startTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await startTestApp();
  key = await signIn(t.app, INVESTOR);
});
afterAll(() => t.close());

const lookup = (bsb: string, headers: Record<string, string> = bearer(key)) =>
  t.app.inject({ method: 'GET', url: `/api/accounts/bank/${encodeURIComponent(bsb)}/detail/`, headers });

const importFile = (csv: string, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: '/api/operator/bsb-directory/',
    headers: { authorization: `Operator ${TEST_OPERATOR_KEY}`, 'content-type': contentType },
    payload: csv,
  });

const SAMPLE_LINES = BSB_DIRECTORY_SAMPLE.trimEnd().split('\n');

const MARTIN_PLACE = {
  bsb: '062000',
  bank: 'Commonwealth Bank of Australia',
  mnemonic: 'CBA',
  branch_name: '48 Martin Place Sydney',
  street: '48 Martin Place',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  payment_flags: 'PEH',
};

describe('GET /api/accounts/bank/{bsb}/detail/', () => {
  it('finds a branch of the seeded sample with or without the hyphen or a space', async () => {
    for (const typed of ['062000', '062-000', '062 000', ' 062-000 ']) {
      const res = await lookup(typed);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json()).toEqual(MARTIN_PLACE);
    }
  });

  it('reads `bank` as a static segment, never as an account id', async () => {
    const res = await lookup('032-000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      bank: 'Westpac Banking Corporation',
      branch_name: 'Sydney Office, 341 George Street',
    });
  });

  it('answers 404 with the message the form shows for a BSB the directory does not have', async () => {
    const res = await lookup('999-999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: BankAccountMessages.bsbNotFound });
  });

  it('answers 400 on `bsb` for 5 or 7 digits or letters', async () => {
    for (const typed of ['06200', '0620001', '06A-000', 'bank']) {
      const res = await lookup(typed);
      expect(res.statusCode, typed).toBe(400);
      expect(res.json()).toEqual({
        field_errors: { bsb: [Messages.theFormatIsNotValid] },
        non_field_errors: [],
      });
    }
  });

  it('needs a session', async () => {
    expect((await lookup('062000', {})).statusCode).toBe(401);
  });
});

describe('GET /api/utils/bank/{bsb}/detail/ (spec 1 §7 lists the lookup under /utils/)', () => {
  const utilsLookup = (bsb: string, headers: Record<string, string> = bearer(key)) =>
    t.app.inject({ method: 'GET', url: `/api/utils/bank/${encodeURIComponent(bsb)}/detail/`, headers });

  it('answers as the lookup under /accounts/: the branch, 404 for an unknown BSB, 400 on bsb, 401 without a session', async () => {
    const found = await utilsLookup('062-000');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(MARTIN_PLACE);
    const unknown = await utilsLookup('999-999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: BankAccountMessages.bsbNotFound });
    const malformed = await utilsLookup('06200');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field_errors).toEqual({ bsb: [Messages.theFormatIsNotValid] });
    expect((await utilsLookup('062000', {})).statusCode).toBe(401);
  });
});

describe('POST /api/operator/bsb-directory/', () => {
  it('re-imports the sample as it is: nothing written, nothing removed', async () => {
    const res = await importFile(BSB_DIRECTORY_SAMPLE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 0, removed: 0, unchanged: 70 });
  });

  it('replaces the directory: a closed branch is gone, a changed one updated, a new one added', async () => {
    const closed = SAMPLE_LINES.findIndex((line) => line.startsWith('"062-010"'));
    const lines = SAMPLE_LINES.filter((_, i) => i !== closed).map((line) =>
      line.startsWith('"062-000"') ? line.replace('"PEH"', '"EH"') : line,
    );
    lines.push('"062-999","CBA","New Branch","1 New Street","Sydney","NSW","2000","PEH"');
    const res = await importFile(lines.join('\r\n'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 2, removed: 1, unchanged: 68 });

    expect((await lookup('062-010')).statusCode).toBe(404);
    expect((await lookup('062-000')).json()).toMatchObject({ payment_flags: 'EH' });
    expect((await lookup('062999')).json()).toMatchObject({
      bank: 'Commonwealth Bank of Australia',
      branch_name: 'New Branch',
    });

    // Back to the sample for the tests after this one.
    expect((await importFile(BSB_DIRECTORY_SAMPLE)).json()).toEqual({ imported: 2, removed: 1, unchanged: 68 });
  });

  it('rejects a file with a bad row, naming its row, and changes nothing', async () => {
    const lines = SAMPLE_LINES.slice(0, 20).map((line) => line.replace('"Sydney"', '"Closed"'));
    lines.splice(16, 1, '"06-2001","CBA","Bad","1 Street","Sydney","NSW","2000","PEH"');
    const res = await importFile(lines.join('\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      field_errors: {},
      non_field_errors: [
        'Row 17: BSB must be 6 digits (as 062-000 or 062000), found "06-2001".',
        'Nothing was imported.',
      ],
    });
    expect((await lookup('062000')).json()).toEqual(MARTIN_PLACE);
    expect((await importFile(BSB_DIRECTORY_SAMPLE)).json()).toEqual({ imported: 0, removed: 0, unchanged: 70 });
  });

  it('takes a header row and an unknown mnemonic, whose name is the mnemonic', async () => {
    const res = await importFile(
      `BSB,Bank,Branch,Street,Suburb,State,Postcode,Flags\n${BSB_DIRECTORY_SAMPLE}"999-001","ZZZ","Somewhere","1 Street","Perth","WA","6000","E"\n`,
    );
    expect(res.json()).toEqual({ imported: 1, removed: 0, unchanged: 70 });
    expect((await lookup('999001')).json()).toMatchObject({ bank: 'ZZZ', mnemonic: 'ZZZ' });
    expect((await importFile(BSB_DIRECTORY_SAMPLE)).json()).toEqual({ imported: 0, removed: 1, unchanged: 70 });
  });

  it('takes the file as text/csv only, and only with the operator key', async () => {
    expect((await importFile(BSB_DIRECTORY_SAMPLE, 'application/json')).statusCode).toBe(400);
    expect((await importFile(BSB_DIRECTORY_SAMPLE, 'text/plain')).statusCode).toBe(415);
    const asInvestor = await t.app.inject({
      method: 'POST',
      url: '/api/operator/bsb-directory/',
      headers: { ...bearer(key), 'content-type': 'text/csv' },
      payload: BSB_DIRECTORY_SAMPLE,
    });
    expect(asInvestor.statusCode).toBe(404);
  });
});
