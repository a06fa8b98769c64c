import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Messages } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AbrRegister } from '../../../src/platform/registers/abr-register.js';
import {
  InvalidBusinessNumberError,
  RegisterUnavailableError,
  type RegisterUnavailableReason,
} from '../../../src/platform/registers/business-register.js';
import { createBusinessRegister } from '../../../src/platform/registers/create-business-register.js';
import { LocalCompanyExtracts } from '../../../src/platform/registers/local-register.js';
import { abrAnswer, FAKE_ABR_GUID, startFakeAbr, type FakeAbr } from './fake-abr.js';

// The fake ABR holds fictional entities of the local register's data, in the ABR's own wording.
const banksiaRidge = abrAnswer({
  Abn: '49923456713',
  AbnStatus: 'Active',
  AbnStatusEffectiveFrom: '2012-08-01',
  Acn: '923456713',
  AddressDate: '2012-08-01',
  AddressPostcode: '3121',
  AddressState: 'VIC',
  BusinessName: ['Banksia Ridge Wines'],
  EntityName: 'BANKSIA RIDGE HOLDINGS PTY LTD',
  EntityTypeCode: 'PRV',
  EntityTypeName: 'Australian Private Company',
  Gst: '2012-08-01',
});
const harbourTrustees = abrAnswer({
  Abn: '75912345601',
  AbnStatus: 'Active',
  AbnStatusEffectiveFrom: '2016-03-14',
  Acn: '912345601',
  AddressPostcode: '2000',
  AddressState: 'NSW',
  EntityName: 'HARBOUR TRUSTEE SERVICES PTY LTD',
  EntityTypeCode: 'PRV',
  EntityTypeName: 'Australian Private Company',
});
const oldQuay = abrAnswer({
  Abn: '32956789049',
  AbnStatus: 'Cancelled',
  AbnStatusEffectiveFrom: '2021-06-30',
  Acn: '956789049',
  AddressPostcode: '7000',
  AddressState: 'TAS',
  EntityName: 'OLD QUAY TRADING PTY LTD',
  EntityTypeCode: 'PRV',
  EntityTypeName: 'Australian Private Company',
});
const kestrelFund = abrAnswer({
  Abn: '55982345678',
  AbnStatus: 'Active',
  AbnStatusEffectiveFrom: '2018-05-21',
  AddressPostcode: '6010',
  AddressState: 'WA',
  EntityName: 'The Trustee for KESTREL FAMILY SUPERANNUATION FUND',
  EntityTypeCode: 'SMF',
  EntityTypeName: 'ATO Regulated Self-Managed Superannuation Fund',
});

let abr: FakeAbr;
beforeAll(async () => {
  abr = await startFakeAbr([banksiaRidge, harbourTrustees, oldQuay, kestrelFund]);
});
afterAll(() => abr.close());
afterEach(() => {
  abr.requests.length = 0;
  abr.delayMs = 0;
  abr.stallBody = false;
  abr.status = undefined;
  abr.rawBody = undefined;
});

const register = (options: { guid?: string; timeoutMs?: number; extracts?: boolean } = {}) =>
  new AbrRegister({
    guid: options.guid ?? FAKE_ABR_GUID,
    baseUrl: abr.baseUrl,
    timeoutMs: options.timeoutMs ?? 2000,
    companyExtracts: options.extracts ? new LocalCompanyExtracts() : undefined,
  });

async function unavailable(lookup: Promise<unknown>): Promise<RegisterUnavailableError> {
  const error = await lookup.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RegisterUnavailableError);
  const unavailableError = error as RegisterUnavailableError;
  // Whatever went wrong, the person sees the one clear message, and the GUID never reaches a log line.
  expect(unavailableError.userMessage).toBe(Messages.businessRegisterUnavailable);
  expect(unavailableError.message).not.toContain(FAKE_ABR_GUID);
  return unavailableError;
}
const expectReason = async (lookup: Promise<unknown>, reason: RegisterUnavailableReason) =>
  expect((await unavailable(lookup)).reason).toBe(reason);

describe('ABR adapter: ABN details', () => {
  it('reads a found ABN: name, type, status, ACN, GST, business names and location', async () => {
    expect(await register().lookupAbn('49923456713')).toEqual({
      abn: '49923456713',
      entityName: 'BANKSIA RIDGE HOLDINGS PTY LTD',
      entityTypeCode: 'PRV',
      entityTypeName: 'Australian Private Company',
      status: 'active',
      statusEffectiveFrom: '2012-08-01',
      acn: '923456713',
      gstRegistered: true,
      gstRegisteredFrom: '2012-08-01',
      businessNames: ['Banksia Ridge Wines'],
      state: 'VIC',
      postcode: '3121',
    });
    const [request] = abr.requests;
    expect(request?.pathname).toBe('/json/AbnDetails.aspx');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      abn: '49923456713',
      guid: FAKE_ABR_GUID,
      callback: 'callback',
    });
  });

  it('reads an SMSF: no ACN, not registered for GST', async () => {
    expect(await register().lookupAbn('55982345678')).toMatchObject({
      entityName: 'The Trustee for KESTREL FAMILY SUPERANNUATION FUND',
      entityTypeName: 'ATO Regulated Self-Managed Superannuation Fund',
      acn: null,
      gstRegistered: false,
      gstRegisteredFrom: null,
    });
  });

  it('answers a cancelled ABN as cancelled, from its cancellation date', async () => {
    expect(await register().lookupAbn('32956789049')).toMatchObject({
      entityName: 'OLD QUAY TRADING PTY LTD',
      status: 'cancelled',
      statusEffectiveFrom: '2021-06-30',
    });
  });

  it('answers null when the ABR holds no such ABN (empty Abn and a Message)', async () => {
    expect(await register().lookupAbn('51824753556')).toBeNull();
    expect(abr.requests).toHaveLength(1);
  });

  it('treats a GUID the ABR does not recognise as a refusal, not as "not found"', async () => {
    await expectReason(register({ guid: '11111111-2222-3333-4444-555555555555' }).lookupAbn('49923456713'), 'refused');
  });
});

describe('ABR adapter: ACN details', () => {
  it("composes the ABR's name and ABN with the company extract's status and officeholders", async () => {
    expect(await register({ extracts: true }).lookupAcn('912345601')).toEqual({
      acn: '912345601',
      companyName: 'HARBOUR TRUSTEE SERVICES PTY LTD',
      companyType: 'Australian Private Company',
      companyStatus: 'registered',
      abn: '75912345601',
      abnStatus: 'active',
      officeholders: [
        { firstName: 'Margaret', lastName: 'Ellison', role: 'director' },
        { firstName: 'Rajiv', lastName: 'Mehta', role: 'director' },
        { firstName: 'Sophie', lastName: 'Brennan', role: 'secretary' },
      ],
    });
    expect(abr.requests.map((r) => [r.pathname, r.searchParams.get('acn')])).toEqual([
      ['/json/AcnDetails.aspx', '912345601'],
    ]);
  });

  it('without an extract provider answers the name with no officeholders', async () => {
    expect(await register().lookupAcn('912345601')).toMatchObject({
      companyName: 'HARBOUR TRUSTEE SERVICES PTY LTD',
      companyStatus: null,
      abnStatus: 'active',
      officeholders: [],
    });
  });

  it('finds a company without an ABN only through the extract provider', async () => {
    expect(await register().lookupAcn('945678937')).toBeNull();
    expect(await register({ extracts: true }).lookupAcn('945678937')).toMatchObject({
      companyName: 'KESTREL SUPER PTY LTD',
      abn: null,
      abnStatus: null,
      officeholders: [
        { firstName: 'Michael', lastName: 'Kestrel', role: 'director' },
        { firstName: 'Helen', lastName: 'Kestrel', role: 'director' },
        { firstName: 'Helen', lastName: 'Kestrel', role: 'secretary' },
      ],
    });
  });

  it('answers null for an ACN no register holds', async () => {
    expect(await register({ extracts: true }).lookupAcn('000000019')).toBeNull();
  });
});

describe('ABR adapter: a register that cannot answer', () => {
  it('gives up after its time limit when no answer comes', async () => {
    abr.delayMs = 2000;
    const started = Date.now();
    const error = await unavailable(register({ timeoutMs: 150 }).lookupAbn('49923456713'));
    expect(error.reason).toBe('timeout');
    expect(error.message).toContain('AbnDetails.aspx did not answer within 150 ms');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('gives up after its time limit when the answer stops halfway', async () => {
    abr.stallBody = true;
    await expectReason(register({ timeoutMs: 150 }).lookupAcn('912345601'), 'timeout');
  });

  it('calls an answer that is not JSONP malformed', async () => {
    abr.rawBody = '<html><body>Scheduled maintenance</body></html>';
    await expectReason(register().lookupAbn('49923456713'), 'malformed');
  });

  it('calls bad JSON inside the callback malformed', async () => {
    abr.rawBody = 'callback({"Abn":"49923456713","EntityName":)';
    await expectReason(register().lookupAbn('49923456713'), 'malformed');
  });

  it('calls an answer without the documented fields malformed', async () => {
    abr.rawBody = 'callback({"Result":"OK"})';
    await expectReason(register().lookupAbn('49923456713'), 'malformed');
    abr.rawBody = 'callback({"Abn":"49923456713","AbnStatus":"Suspended","EntityName":"X"})';
    await expectReason(register().lookupAbn('49923456713'), 'malformed');
  });

  it('reports an HTTP error as the network failing', async () => {
    abr.status = 503;
    const error = await unavailable(register().lookupAbn('49923456713'));
    expect(error.reason).toBe('network');
    expect(error.message).toContain('AbnDetails.aspx answered HTTP 503');
  });

  it('reports a register it cannot connect to as the network failing', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nowhere = new AbrRegister({ guid: FAKE_ABR_GUID, baseUrl: `http://127.0.0.1:${port}/json`, timeoutMs: 2000 });
    await expectReason(nowhere.lookupAbn('49923456713'), 'network');
  });
});

describe('ABR adapter behind createBusinessRegister', () => {
  const settings = { PORTAL_DEMO: false, ABR_GUID: FAKE_ABR_GUID, ABR_TIMEOUT_MS: 2000 };
  const log = { warn: () => {} };

  it('sends the number as digits only', async () => {
    const live = createBusinessRegister({ ...settings, ABR_BASE_URL: abr.baseUrl }, log);
    expect(live.name).toBe('abr');
    expect(await live.lookupAbn('49 923 456 713')).toMatchObject({ entityName: 'BANKSIA RIDGE HOLDINGS PTY LTD' });
    expect(abr.requests.map((r) => r.searchParams.get('abn'))).toEqual(['49923456713']);
  });

  it('never sends a number that fails its check digit', async () => {
    const live = createBusinessRegister({ ...settings, ABR_BASE_URL: abr.baseUrl }, log);
    await expect(live.lookupAbn('49 923 456 714')).rejects.toBeInstanceOf(InvalidBusinessNumberError);
    await expect(live.lookupAcn('912 345 602')).rejects.toBeInstanceOf(InvalidBusinessNumberError);
    await expect(live.lookupAbn('4992345671')).rejects.toThrow('Not a valid ABN');
    await expect(live.lookupAcn('000 000 000')).rejects.toThrow('Not a valid ACN');
    expect(abr.requests).toHaveLength(0);
  });
});
