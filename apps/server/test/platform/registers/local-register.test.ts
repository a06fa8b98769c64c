import { isValidAbn, isValidAcn } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  checkedRegister,
  InvalidBusinessNumberError,
  type BusinessRegister,
} from '../../../src/platform/registers/business-register.js';
import { createBusinessRegister } from '../../../src/platform/registers/create-business-register.js';
import { LocalRegister } from '../../../src/platform/registers/local-register.js';
import {
  FICTIONAL_ENTITIES,
  LISTED_COMPANIES,
  LOCAL_REGISTER_ENTRIES,
} from '../../../src/platform/registers/local-register-data.js';

// As the portal gets it in demo mode: the local register behind the check-digit wrapper.
const register = createBusinessRegister({ PORTAL_DEMO: true, ABR_TIMEOUT_MS: 5000 }, { warn: () => {} });

describe('local register: listed companies (public records)', () => {
  it('finds a listed company by its ABN, as typed with spaces', async () => {
    expect(await register.lookupAbn('49 004 028 077')).toEqual({
      abn: '49004028077',
      entityName: 'BHP GROUP LIMITED',
      entityTypeCode: 'PUB',
      entityTypeName: 'Australian Public Company',
      status: 'active',
      statusEffectiveFrom: null,
      acn: '004028077',
      gstRegistered: true,
      gstRegisteredFrom: null,
      businessNames: [],
      state: null,
      postcode: null,
    });
  });

  it('finds a listed company by its ACN, with no officeholders it cannot vouch for', async () => {
    expect(await register.lookupAcn('123 123 124')).toEqual({
      acn: '123123124',
      companyName: 'COMMONWEALTH BANK OF AUSTRALIA',
      companyType: 'Australian Public Company',
      companyStatus: 'registered',
      abn: '48123123124',
      abnStatus: 'active',
      officeholders: [],
    });
  });

  it('holds twenty listed companies, each ABN and ACN passing its check digit, each ABN built on its ACN', () => {
    expect(LISTED_COMPANIES).toHaveLength(20);
    for (const company of LISTED_COMPANIES) {
      expect(isValidAbn(company.abn ?? ''), `${company.name} ABN ${company.abn}`).toBe(true);
      expect(isValidAcn(company.acn ?? ''), `${company.name} ACN ${company.acn}`).toBe(true);
      expect(company.abn?.slice(2), company.name).toBe(company.acn);
    }
    expect(LISTED_COMPANIES.map((c) => c.name)).toContain('WOOLWORTHS GROUP LIMITED');
  });
});

describe('local register: fictional companies, trustees and funds', () => {
  it("answers a trustee company's directors and secretary by ACN", async () => {
    expect(await register.lookupAcn('912 345 601')).toEqual({
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
  });

  it('answers an SMSF by ABN: its fund type, and no ACN', async () => {
    expect(await register.lookupAbn('55 982 345 678')).toMatchObject({
      entityName: 'The Trustee for KESTREL FAMILY SUPERANNUATION FUND',
      entityTypeCode: 'SMF',
      entityTypeName: 'ATO Regulated Self-Managed Superannuation Fund',
      status: 'active',
      acn: null,
      state: 'WA',
    });
    // Its trustee company has no ABN of its own: found by ACN, not by any ABN.
    expect(await register.lookupAcn('945 678 937')).toMatchObject({
      companyName: 'KESTREL SUPER PTY LTD',
      abn: null,
      abnStatus: null,
    });
  });

  it('answers the cancelled ABN as cancelled, and its company as deregistered', async () => {
    expect(await register.lookupAbn('32 956 789 049')).toMatchObject({
      entityName: 'OLD QUAY TRADING PTY LTD',
      status: 'cancelled',
      statusEffectiveFrom: '2021-06-30',
    });
    expect(await register.lookupAcn('956 789 049')).toMatchObject({
      companyName: 'OLD QUAY TRADING PTY LTD',
      companyStatus: 'deregistered',
      abnStatus: 'cancelled',
      officeholders: [],
    });
  });

  it('answers null for valid numbers it does not hold', async () => {
    expect(await register.lookupAbn('51 824 753 556')).toBeNull(); // the ATO's example ABN
    expect(await register.lookupAcn('000 000 019')).toBeNull(); // ASIC's example ACN
    expect(await register.lookupAcn('005 357 522')).toBeNull(); // ANZ's bank: real, but not bundled
  });

  it('keeps its data when a caller changes an answer', async () => {
    const first = await register.lookupAcn('912345601');
    first?.officeholders.splice(0);
    expect((await register.lookupAcn('912345601'))?.officeholders).toHaveLength(3);
  });

  // The fictional numbers were made to pass the checks (see local-register-data.ts); this keeps them so.
  it('holds only fictional numbers that pass their check digits, companies in the unissued 9xx ACN range', () => {
    for (const entity of FICTIONAL_ENTITIES) {
      if (entity.abn !== null) expect(isValidAbn(entity.abn), `${entity.name} ABN`).toBe(true);
      if (entity.acn !== null) {
        expect(isValidAcn(entity.acn), `${entity.name} ACN`).toBe(true);
        expect(entity.acn.startsWith('9'), `${entity.name} ACN`).toBe(true);
        if (entity.abn !== null) expect(entity.abn.slice(2), entity.name).toBe(entity.acn);
      }
    }
    const abns = LOCAL_REGISTER_ENTRIES.flatMap((e) => (e.abn ? [e.abn] : []));
    expect(new Set(abns).size).toBe(abns.length);
    expect(FICTIONAL_ENTITIES.filter((e) => e.abnStatus === 'cancelled')).toHaveLength(1);
  });
});

describe('the check-digit wrapper', () => {
  it('refuses a number failing its check digit before the register is asked', async () => {
    const asked: string[] = [];
    const spy: BusinessRegister = {
      name: 'spy',
      lookupAbn: async (abn) => (asked.push(abn), null),
      lookupAcn: async (acn) => (asked.push(acn), null),
    };
    const checked = checkedRegister(spy);
    await expect(checked.lookupAbn('49 004 028 078')).rejects.toBeInstanceOf(InvalidBusinessNumberError);
    await expect(checked.lookupAcn('004 028 078')).rejects.toBeInstanceOf(InvalidBusinessNumberError);
    await expect(checked.lookupAbn('49 004 028 07A')).rejects.toBeInstanceOf(InvalidBusinessNumberError);
    expect(asked).toEqual([]);
    await checked.lookupAbn(' 49 004 028 077 ');
    expect(asked).toEqual(['49004028077']);
  });

  it('leaves the local register itself answering plain digits only', async () => {
    expect(await new LocalRegister().lookupAbn('49 004 028 077')).toBeNull();
    expect((await new LocalRegister().lookupAbn('49004028077'))?.entityName).toBe('BHP GROUP LIMITED');
  });
});
