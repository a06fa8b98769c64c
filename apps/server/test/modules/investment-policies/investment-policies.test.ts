import {
  CUSTOM_STRATEGY_REQUIRED,
  InvestmentPolicyMessages as M,
  IpsRuleMessages,
  Messages,
  PERCENT_FORMAT_MESSAGE,
  portfolioApplicationFormMessages,
  UNITS_WHOLE_MESSAGE,
  type Account,
  type IndustryRestriction,
  type InvestmentPolicy,
  type SecurityRestriction,
  type StrategicAllocation,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import EXAMPLE from '../../../src/data/reference-data.example.json' with { type: 'json' };
import { investmentPolicies } from '../../../src/db/schema/index.js';
import { pdfPages } from '../../helpers/pdf-text.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { bankApi } from '../bank-accounts/bank-accounts-helpers.js';

/** The investment policy statement (issue #20 item 4; spec 2 §3, §4, §5, §7, §9). */
let t: TestApp;
let api: ReturnType<typeof bankApi>;
let owner: TestPerson;
let member: TestPerson;
let stranger: TestPerson;

const URL = '/api/ipm/investment-policies/';

beforeAll(async () => {
  t = await startTestApp();
  api = bankApi(t);
  const imported = await api.operatorPost('/reference/', EXAMPLE as object);
  if (imported.statusCode >= 300) throw new Error(`reference: ${imported.statusCode} ${imported.body}`);
  owner = await createPerson(t, 'ips-owner');
  member = await createPerson(t, 'ips-member');
  stranger = await createPerson(t, 'ips-stranger');
});
afterAll(() => t.close());

type Res = { statusCode: number; json(): unknown; body: string };
const fieldErrors = (res: Res) => (res.json() as { field_errors: Record<string, string[]> }).field_errors;
const nonField = (res: Res) => (res.json() as { non_field_errors: string[] }).non_field_errors;
const ok = <T>(res: Res, status = 200): T => {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json() as T;
};
const unfilled = async (id: number) =>
  ((await api.get(owner.key, `/api/accounts/${id}/`)).json() as Account).unfilled_fields;

async function draft(accountId?: number): Promise<InvestmentPolicy> {
  const account = accountId ?? (await api.setupAccount(owner)).id;
  return ok<InvestmentPolicy>(await api.post(owner.key, URL, { account }), 201);
}
const patch = (id: number, body: object, key = owner.key) => api.patch(key, `${URL}${id}/`, body);
const readBooklet = async (id: number) => ok<InvestmentPolicy>(await patch(id, { wizard_step: 'asset_allocation' }));
const allocationOf = async (id: number) =>
  ok<StrategicAllocation>(await api.get(owner.key, `${URL}${id}/strategic-allocation/`));

/** A strategy for the Australian Equity Direct option (the one that takes them). */
const strategy = (securities: object[], managerDiscretion = true) => ({
  name: 'Blue chips',
  manager_discretion: managerDiscretion,
  holding_arrangement: 'custodial',
  securities,
});
const BALANCED = {
  Cash: '5',
  'Australian Equity Core': '45',
  'Global Equity': '30',
  'Australian Fixed Income': '20',
};

/** The PUT body for every option of the reference data: the targets by option name, 0 elsewhere. */
async function allocationBody(
  id: number,
  targets: Record<string, string>,
  strategies: Record<string, object[]> = {},
): Promise<{ categories: Array<{ id: number; investment_options: object[] }> }> {
  const current = await allocationOf(id);
  return {
    categories: current.categories.map((c) => ({
      id: c.id,
      investment_options: c.investment_options.map((o) => ({
        id: o.id,
        target_percentage: targets[o.name] ?? '0',
        custom_strategies: strategies[o.name] ?? [],
      })),
    })),
  };
}
/** Where an option sits in the PUT body: `categories[i].investment_options[j]`. */
async function pathOf(id: number, name: string): Promise<string> {
  const current = await allocationOf(id);
  for (const [i, c] of current.categories.entries())
    for (const [j, o] of c.investment_options.entries())
      if (o.name === name) return `categories[${i}].investment_options[${j}]`;
  throw new Error(`no option ${name}`);
}
const putAllocation = (id: number, body: object, key = owner.key) =>
  api.put(key, `${URL}${id}/strategic-allocation/`, body);

/** A statement with the booklet read and the balanced allocation saved: at customisation. */
async function atCustomisation(accountId?: number): Promise<InvestmentPolicy> {
  const ips = await draft(accountId);
  await readBooklet(ips.id);
  ok(await putAllocation(ips.id, await allocationBody(ips.id, BALANCED)));
  return ok<InvestmentPolicy>(await api.get(owner.key, `${URL}${ips.id}/`));
}

describe('starting a statement', () => {
  it('creates a draft at the booklet, lists it as the one under way, and refuses a second', async () => {
    const account = await api.setupAccount(owner);
    expect((await api.get(owner.key, `${URL}?account=${account.id}`)).json()).toEqual({
      ongoing_ips: null,
      active_ips: null,
    });
    const ips = await draft(account.id);
    expect(ips).toMatchObject({
      account: account.id,
      status: 'draft',
      status_display: 'Draft',
      wizard_step: 'booklet',
      strategic_asset_allocation: [],
      has_restrictions: null,
      has_gearing: null,
      restricted_industry_groups: [],
      is_security_restrictions_provided: false,
      // Its signers once sent; the portfolio manager approves after them (an admin approver).
      approvers: [
        { user: { id: owner.id }, is_admin: false, status_display: 'Pending' },
        { user: { full_name: 'Portfolio manager' }, is_admin: true, status_display: 'Pending' },
      ],
      sign_requester_name: null,
      sign_change_request: null,
      can_edit: true,
      edit_refusal: null,
    });
    expect((await api.get(owner.key, `${URL}?account=${account.id}`)).json()).toEqual({
      ongoing_ips: ips,
      active_ips: null,
    });
    const again = await api.post(owner.key, URL, { account: account.id });
    expect(again.statusCode).toBe(400);
    expect(fieldErrors(again).account).toEqual([M.alreadyOngoing]);
  });

  it('refuses an account without the private portfolio', async () => {
    const plain = ok<Account>(await api.post(owner.key, '/api/accounts/', { type: 'individual' }), 201);
    const res = await api.post(owner.key, URL, { account: plain.id });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res).account).toEqual([portfolioApplicationFormMessages.notIpmAccount]);
  });
});

describe('the booklet', () => {
  it('is a PDF naming every option with its minimum, fees and tailored label, the cash minimum, restrictions and gearing', async () => {
    const account = await api.setupAccount(owner);
    const res = await api.get(owner.key, `${URL}booklet/?account=${account.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="investment-policy-booklet.pdf"');
    const text = (await pdfPages(res.rawPayload)).join(' ');
    for (const name of ['Australian Equity Core', 'Australian Equity Direct', 'Private Credit', 'Cash'])
      expect(text).toContain(name);
    // The example's fees at up to 4 decimals: 0.8500 reads 0.85%, 0.9250 reads 0.925%.
    expect(text).toContain('Portfolio management fee: 0.85% a year');
    expect(text).toContain('Investment management fee: 0.925% a year');
    expect(text).toContain('Investment management fee: None');
    expect(text).toContain('Minimum: 2.00% of the portfolio');
    expect(text).toContain('Tailored to you as: Tailored Australian Equity');
    expect(text).toContain('At least 2% of the portfolio value must be allocated to cash');
    for (const type of ['Do not sell', 'Do not buy', 'Do not hold', 'Gearing']) expect(text).toContain(type);
  });

  it('is for people on the account only', async () => {
    const account = await api.setupAccount(owner);
    expect((await api.get(stranger.key, `${URL}booklet/?account=${account.id}`)).statusCode).toBe(404);
  });
});

describe('the wizard’s order', () => {
  it('refuses each step before the ones ahead of it, then moves on as each is saved', async () => {
    const ips = await draft();
    const early = await putAllocation(ips.id, await allocationBody(ips.id, BALANCED));
    expect(early.statusCode).toBe(400);
    expect(nonField(early)).toEqual([M.bookletFirst]);
    expect(nonField(await patch(ips.id, { wizard_step: 'gearing' }))).toEqual([M.bookletFirst]);

    expect((await readBooklet(ips.id)).wizard_step).toBe('asset_allocation');
    expect(nonField(await patch(ips.id, { has_restrictions: false }))).toEqual([M.allocationFirst]);
    expect(nonField(await api.post(owner.key, `${URL}${ips.id}/security-restrictions/`, { restrictions: [] }))).toEqual(
      [M.allocationFirst],
    );

    ok(await putAllocation(ips.id, await allocationBody(ips.id, BALANCED)));
    const afterAllocation = ok<InvestmentPolicy>(await api.get(owner.key, `${URL}${ips.id}/`));
    expect(afterAllocation.wizard_step).toBe('customisation');
    expect(nonField(await patch(ips.id, { has_gearing: false }))).toEqual([M.customisationFirst]);

    expect(ok<InvestmentPolicy>(await patch(ips.id, { has_restrictions: false })).wizard_step).toBe('gearing');
    expect(ok<InvestmentPolicy>(await patch(ips.id, { has_gearing: false })).wizard_step).toBe('done');
  });

  it('takes a step’s answers with the step they lead to, as the screens send them', async () => {
    const ips = await atCustomisation();
    expect(nonField(await patch(ips.id, { wizard_step: 'gearing' }))).toEqual([M.customisationFirst]);
    expect(
      ok<InvestmentPolicy>(await patch(ips.id, { has_restrictions: false, wizard_step: 'gearing' })).wizard_step,
    ).toBe('gearing');
    expect(ok<InvestmentPolicy>(await patch(ips.id, { has_gearing: false, wizard_step: 'done' })).wizard_step).toBe(
      'done',
    );
  });

  it('lets an earlier step be saved again, keeping the later answers', async () => {
    const ips = await atCustomisation();
    ok(await patch(ips.id, { has_restrictions: false }));
    ok(
      await patch(ips.id, { has_gearing: true, target_loan_balance_min: '100,000', target_loan_balance_max: '250000' }),
    );
    ok(await putAllocation(ips.id, await allocationBody(ips.id, { ...BALANCED, Cash: '10', 'Global Equity': '25' })));
    const again = await readBooklet(ips.id);
    expect(again).toMatchObject({
      wizard_step: 'done',
      has_restrictions: false,
      has_gearing: true,
      target_loan_balance_min: '100000.00',
      target_loan_balance_max: '250000.00',
    });
    expect(again.strategic_asset_allocation).toEqual([
      { name: 'Cash', target_percentage: '10.00' },
      { name: 'Australian Equity Core', target_percentage: '45.00' },
      { name: 'Global Equity', target_percentage: '25.00' },
      { name: 'Australian Fixed Income', target_percentage: '20.00' },
    ]);
  });
});

describe('the strategic asset allocation', () => {
  let ips: InvestmentPolicy;
  beforeAll(async () => {
    ips = await draft();
    await readBooklet(ips.id);
  });

  it('lists every category and option at 0.00 until saved, with the cash minimum from the reference data', async () => {
    const allocation = await allocationOf(ips.id);
    expect(allocation.cash_minimum_percent).toBe('2.00');
    expect(allocation.categories.map((c) => [c.name, c.is_cash])).toEqual([
      ['Cash', true],
      ['Australian Equities', false],
      ['International Equities', false],
      ['Fixed Income', false],
      ['Alternatives', false],
    ]);
    const options = allocation.categories.flatMap((c) => c.investment_options);
    expect(options).toHaveLength(10);
    expect(options.every((o) => o.target_percentage === '0.00' && o.custom_strategies.length === 0)).toBe(true);
    expect(options.find((o) => o.name === 'Australian Equity Direct')).toMatchObject({
      is_custom_strategies_available: true,
      tailored_label: 'Tailored Australian Equity',
      min_value: '0.00',
    });
  });

  it('refuses a total other than 100 and cash under its minimum, naming the minimum', async () => {
    const short = await putAllocation(ips.id, await allocationBody(ips.id, { ...BALANCED, 'Global Equity': '29' }));
    expect(short.statusCode).toBe(400);
    expect(nonField(short)).toEqual([Messages.allocationTotal]);
    const lowCash = await putAllocation(
      ips.id,
      await allocationBody(ips.id, { ...BALANCED, Cash: '1.5', 'Global Equity': '33.5' }),
    );
    expect(nonField(lowCash)).toEqual(['At least 2% of the portfolio value must be allocated to cash']);
  });

  it('refuses a percentage with 3 decimals on its option', async () => {
    const res = await putAllocation(
      ips.id,
      await allocationBody(ips.id, { ...BALANCED, 'Global Equity': '29.995', 'Emerging Markets': '0.005' }),
    );
    expect(res.statusCode).toBe(400);
    const at = await pathOf(ips.id, 'Global Equity');
    expect(fieldErrors(res)[`${at}.target_percentage`]).toEqual([PERCENT_FORMAT_MESSAGE]);
  });

  it('refuses an option that is not offered', async () => {
    const body = await allocationBody(ips.id, BALANCED);
    (body.categories[0]!.investment_options[0] as { id: number }).id = 999_999;
    const res = await putAllocation(ips.id, body);
    expect(fieldErrors(res)['categories[0].investment_options[0].id']).toEqual([M.unknownOption]);
  });

  it('needs a custom strategy on an option above 0 that takes them, and checks each strategy', async () => {
    const at = await pathOf(ips.id, 'Australian Equity Direct');
    const withDirect = { ...BALANCED, 'Australian Equity Core': '35', 'Australian Equity Direct': '10' };
    const none = await putAllocation(ips.id, await allocationBody(ips.id, withDirect));
    expect(fieldErrors(none)[`${at}.custom_strategies`]).toEqual([
      CUSTOM_STRATEGY_REQUIRED('Australian Equity Direct'),
    ]);

    const notHundred = await putAllocation(
      ips.id,
      await allocationBody(ips.id, withDirect, {
        'Australian Equity Direct': [
          strategy([
            { name: 'BHP', target_percentage: '50' },
            { name: 'CBA', target_percentage: '40' },
          ]),
        ],
      }),
    );
    expect(fieldErrors(notHundred)[`${at}.custom_strategies[0].securities`]).toEqual([Messages.allocationTotal]);

    const partUnits = await putAllocation(
      ips.id,
      await allocationBody(ips.id, withDirect, {
        'Australian Equity Direct': [strategy([{ name: 'BHP', units: '1.5' }], false)],
      }),
    );
    expect(fieldErrors(partUnits)[`${at}.custom_strategies[0].securities[0].units`]).toEqual([UNITS_WHOLE_MESSAGE]);
  });

  it('saves targets and strategies, each strategy with its option’s fees; an option at 0 keeps none', async () => {
    const withDirect = { ...BALANCED, 'Australian Equity Core': '35', 'Australian Equity Direct': '10' };
    const blueChips = strategy([
      { name: 'BHP', target_percentage: '60' },
      { name: 'CBA', target_percentage: '40' },
    ]);
    const saved = ok<StrategicAllocation>(
      await putAllocation(
        ips.id,
        await allocationBody(ips.id, withDirect, {
          'Australian Equity Direct': [
            blueChips,
            { ...strategy([{ name: 'WES', units: '0250' }], false), name: 'Held' },
          ],
        }),
      ),
    );
    const direct = saved.categories
      .flatMap((c) => c.investment_options)
      .find((o) => o.name === 'Australian Equity Direct')!;
    expect(direct.target_percentage).toBe('10.00');
    // The statement lists it by the label the wizard showed, as the summary does.
    const listed = ok<InvestmentPolicy>(await api.get(owner.key, `${URL}${ips.id}/`)).strategic_asset_allocation;
    expect(listed).toContainEqual({ name: 'Tailored Australian Equity', target_percentage: '10.00' });
    expect(listed.map((a) => a.name)).not.toContain('Australian Equity Direct');
    expect(direct.custom_strategies).toEqual([
      {
        id: expect.any(Number),
        name: 'Blue chips',
        manager_discretion: true,
        holding_arrangement: 'custodial',
        securities: [
          { name: 'BHP', target_percentage: '60', units: null },
          { name: 'CBA', target_percentage: '40', units: null },
        ],
        portfolio_management_fee: '0.8500',
        investment_management_fee: '0.0000',
      },
      expect.objectContaining({
        name: 'Held',
        manager_discretion: false,
        securities: [{ name: 'WES', target_percentage: null, units: '250' }],
      }),
    ]);

    // Direct back to 0, its strategies still sent: they are dropped, not refused.
    const dropped = ok<StrategicAllocation>(
      await putAllocation(ips.id, await allocationBody(ips.id, BALANCED, { 'Australian Equity Direct': [blueChips] })),
    );
    const after = dropped.categories
      .flatMap((c) => c.investment_options)
      .find((o) => o.name === 'Australian Equity Direct')!;
    expect(after).toMatchObject({ target_percentage: '0.00', custom_strategies: [] });
    expect(ok<InvestmentPolicy>(await api.get(owner.key, `${URL}${ips.id}/`)).strategic_asset_allocation).toEqual([
      { name: 'Cash', target_percentage: '5.00' },
      { name: 'Australian Equity Core', target_percentage: '45.00' },
      { name: 'Global Equity', target_percentage: '30.00' },
      { name: 'Australian Fixed Income', target_percentage: '20.00' },
    ]);
  });
});

describe('customisation: restrictions', () => {
  let ips: InvestmentPolicy;
  let tree: IndustryRestriction[];
  const industriesUrl = () => `${URL}${ips.id}/industry-restrictions/`;
  const securitiesUrl = () => `${URL}${ips.id}/security-restrictions/`;
  /** The sub-industries under a node. */
  const leavesOf = (id: number): number[] => {
    const below = tree.filter((n) => n.parent === id);
    return below.length === 0 ? [id] : below.flatMap((n) => leavesOf(n.id));
  };

  beforeAll(async () => {
    ips = await atCustomisation();
    tree = ok<{ results: IndustryRestriction[] }>(await api.get(owner.key, industriesUrl())).results;
  });

  it('shows the whole tree unrestricted at first', () => {
    expect(tree.length).toBeGreaterThan(10);
    expect(tree.every((n) => n.restriction_type === null && n.group_restriction_type === null)).toBe(true);
    expect(tree.filter((n) => n.level === 1).every((n) => n.parent === null && !n.is_leaf)).toBe(true);
    expect(tree.filter((n) => n.is_leaf).every((n) => n.level === 4)).toBe(true);
  });

  it('refuses a group or an unknown industry on its entry', async () => {
    const group = tree.find((n) => n.level === 2)!;
    const res = await api.post(owner.key, industriesUrl(), {
      restrictions: [
        { industry: leavesOf(group.id)[0], restriction_type: 'do_not_buy' },
        { industry: group.id, restriction_type: 'do_not_buy' },
        { industry: 999_999, restriction_type: 'do_not_buy' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({
      'restrictions[1].industry': [M.notLeaf],
      'restrictions[2].industry': [M.unknownIndustry],
    });
  });

  it('restricts a group’s sub-industries: the group shows their type, or mixed when they differ', async () => {
    const group = tree.find((n) => n.description === 'Energy and Fuels')!;
    const leaves = leavesOf(group.id);
    expect(leaves.length).toBeGreaterThan(2);
    const same = ok<{ results: IndustryRestriction[] }>(
      await api.post(owner.key, industriesUrl(), {
        restrictions: leaves.map((industry) => ({ industry, restriction_type: 'do_not_hold' })),
      }),
    ).results;
    expect(same.find((n) => n.id === group.id)!.group_restriction_type).toBe('do_not_hold');
    expect(same.find((n) => n.id === leaves[0])!.restriction_type).toBe('do_not_hold');

    const mixed = ok<{ results: IndustryRestriction[] }>(
      await api.post(owner.key, industriesUrl(), {
        restrictions: leaves.map((industry, i) => ({
          industry,
          restriction_type: i === 0 ? 'do_not_buy' : 'do_not_hold',
        })),
      }),
    ).results;
    expect(mixed.find((n) => n.id === group.id)!.group_restriction_type).toBe('mixed');
    const sector = mixed.find((n) => n.id === group.parent)!;
    expect(sector.group_restriction_type).toBe('mixed');
    expect(ok<{ results: IndustryRestriction[] }>(await api.get(owner.key, industriesUrl())).results).toEqual(mixed);
  });

  it('saves security restrictions, replacing the list', async () => {
    const first = ok<{ results: SecurityRestriction[] }>(
      await api.post(owner.key, securitiesUrl(), {
        restrictions: [
          { name: 'BHP Group', units: '1', cost_base: '1', date: '2026-03-01', restriction_type: 'do_not_sell' },
          { name: 'Telstra', units: null, cost_base: '1250.5', date: '2025-07-14', restriction_type: 'do_not_buy' },
        ],
      }),
    ).results;
    expect(first.map(({ id: _id, ...rest }) => rest)).toEqual([
      { name: 'BHP Group', units: '1', cost_base: '1.00', date: '2026-03-01', restriction_type: 'do_not_sell' },
      { name: 'Telstra', units: null, cost_base: '1250.50', date: '2025-07-14', restriction_type: 'do_not_buy' },
    ]);
    const bad = await api.post(owner.key, securitiesUrl(), {
      restrictions: [
        { name: 'X', units: '1.5', cost_base: '1.005', date: '2026-02-30', restriction_type: 'do_not_buy' },
      ],
    });
    expect(Object.keys(fieldErrors(bad)).sort()).toEqual([
      'restrictions.0.cost_base',
      'restrictions.0.date',
      'restrictions.0.units',
    ]);
    expect(ok<{ results: SecurityRestriction[] }>(await api.get(owner.key, securitiesUrl())).results).toEqual(first);
  });

  it('needs each answer, and a saved restriction of each kind answered yes; then moves to gearing', async () => {
    const missing = await patch(ips.id, { has_restrictions: true });
    expect(fieldErrors(missing)).toEqual({
      has_industry_restrictions: [Messages.fieldRequired],
      has_security_restrictions: [Messages.fieldRequired],
    });
    const fresh = await atCustomisation();
    const nothingSaved = await patch(fresh.id, {
      has_restrictions: true,
      has_industry_restrictions: true,
      has_security_restrictions: true,
    });
    expect(fieldErrors(nothingSaved)).toEqual({
      has_industry_restrictions: [M.industryRestrictionsMissing],
      has_security_restrictions: [M.securityRestrictionsMissing],
    });

    const saved = ok<InvestmentPolicy>(
      await patch(ips.id, { has_restrictions: true, has_industry_restrictions: true, has_security_restrictions: true }),
    );
    expect(saved).toMatchObject({
      wizard_step: 'gearing',
      has_restrictions: true,
      restricted_industry_groups: ['Energy and Fuels'],
      is_security_restrictions_provided: true,
    });
  });
});

describe('gearing', () => {
  let ips: InvestmentPolicy;
  beforeAll(async () => {
    ips = await atCustomisation();
    ok(await patch(ips.id, { has_restrictions: false }));
  });

  it('needs the answer, and with gearing both balances with the minimum not above the maximum', async () => {
    expect(fieldErrors(await patch(ips.id, { target_loan_balance_min: '100' }))).toEqual({
      has_gearing: [Messages.fieldRequired],
    });
    expect(fieldErrors(await patch(ips.id, { has_gearing: true, target_loan_balance_max: '100' }))).toEqual({
      target_loan_balance_min: [Messages.fieldRequired],
    });
    expect(
      fieldErrors(
        await patch(ips.id, { has_gearing: true, target_loan_balance_min: '500', target_loan_balance_max: '100' }),
      ),
    ).toEqual({ target_loan_balance_max: [M.loanBalanceRange] });
    expect(ok<InvestmentPolicy>(await api.get(owner.key, `${URL}${ips.id}/`)).wizard_step).toBe('gearing');
  });

  it('completes the statement, and the account’s ongoing_ips part is filled', async () => {
    expect(await unfilled(ips.account)).toContain('ongoing_ips');
    const done = ok<InvestmentPolicy>(
      await patch(ips.id, {
        has_gearing: true,
        target_loan_balance_min: '50,000.50',
        target_loan_balance_max: '75000',
      }),
    );
    expect(done).toMatchObject({
      wizard_step: 'done',
      has_gearing: true,
      target_loan_balance_min: '50000.50',
      target_loan_balance_max: '75000.00',
    });
    expect(await unfilled(ips.account)).not.toContain('ongoing_ips');
    const noGearing = ok<InvestmentPolicy>(await patch(ips.id, { has_gearing: false }));
    expect(noGearing).toMatchObject({
      has_gearing: false,
      target_loan_balance_min: null,
      target_loan_balance_max: null,
    });
  });
});

describe('the status rules', () => {
  const setStatus = (id: number, status: InvestmentPolicy['status']) =>
    t.database.db.update(investmentPolicies).set({ status }).where(eq(investmentPolicies.id, id));

  it('refuses every change while awaiting signature or with the portfolio manager', async () => {
    const ips = await atCustomisation();
    const body = await allocationBody(ips.id, BALANCED);
    for (const [status, message] of [
      ['awaiting_signature', IpsRuleMessages.awaitingSignature],
      ['portfolio_manager_review', IpsRuleMessages.inReview],
    ] as const) {
      await setStatus(ips.id, status);
      const patched = await patch(ips.id, { has_restrictions: false });
      expect(patched.statusCode).toBe(400);
      expect(nonField(patched)).toEqual([message]);
      expect(nonField(await putAllocation(ips.id, body))).toEqual([message]);
      expect(
        nonField(await api.post(owner.key, `${URL}${ips.id}/security-restrictions/`, { restrictions: [] })),
      ).toEqual([message]);
      expect(ok<InvestmentPolicy>(await api.get(owner.key, `${URL}${ips.id}/`))).toMatchObject({
        can_edit: false,
        edit_refusal: message,
      });
    }
  });

  it('deletes only a draft, and only while an active statement remains', async () => {
    const account = await api.setupAccount(owner);
    const first = await draft(account.id);
    const alone = await api.del(owner.key, `${URL}${first.id}/`);
    expect(alone.statusCode).toBe(400);
    expect(nonField(alone)).toEqual([IpsRuleMessages.deleteNeedsActive]);

    await setStatus(first.id, 'active');
    const second = await draft(account.id);
    const both = ok<{ ongoing_ips: InvestmentPolicy; active_ips: InvestmentPolicy }>(
      await api.get(owner.key, `${URL}?account=${account.id}`),
    );
    expect(both.ongoing_ips.id).toBe(second.id);
    expect(both.active_ips).toMatchObject({
      id: first.id,
      can_edit: false,
      edit_refusal: IpsRuleMessages.ongoingExists,
    });
    expect(nonField(await api.del(owner.key, `${URL}${first.id}/`))).toEqual([IpsRuleMessages.deleteOnlyDraft]);

    expect((await api.del(owner.key, `${URL}${second.id}/`)).statusCode).toBe(204);
    expect((await api.get(owner.key, `${URL}${second.id}/`)).statusCode).toBe(404);
    expect(ok<{ ongoing_ips: unknown }>(await api.get(owner.key, `${URL}?account=${account.id}`)).ongoing_ips).toBe(
      null,
    );
  });
});

describe('who may write', () => {
  it('answers 403 to a secondary member and 404 to a stranger; the member reads, unable to edit', async () => {
    const { account } = await api.activeAccount(owner, [member]);
    expect((await api.post(member.key, URL, { account: account.id })).statusCode).toBe(403);
    expect((await api.post(stranger.key, URL, { account: account.id })).statusCode).toBe(404);

    const ips = await draft(account.id);
    expect((await patch(ips.id, { wizard_step: 'asset_allocation' }, member.key)).statusCode).toBe(403);
    expect((await patch(ips.id, { wizard_step: 'asset_allocation' }, stranger.key)).statusCode).toBe(404);
    expect((await putAllocation(ips.id, { categories: [] }, member.key)).statusCode).toBe(403);
    expect((await api.del(member.key, `${URL}${ips.id}/`)).statusCode).toBe(403);

    const read = ok<InvestmentPolicy>(await api.get(member.key, `${URL}${ips.id}/`));
    expect(read).toMatchObject({ can_edit: false, edit_refusal: M.onlyPrimary });
    expect(
      read.approvers
        .filter((a) => !a.is_admin)
        .map((a) => a.user.id)
        .sort(),
    ).toEqual([owner.id, member.id].sort());
    expect((await api.get(member.key, `${URL}${ips.id}/strategic-allocation/`)).statusCode).toBe(200);
    expect((await api.get(stranger.key, `${URL}${ips.id}/`)).statusCode).toBe(404);
    expect((await api.get(stranger.key, `${URL}${ips.id}/security-restrictions/`)).statusCode).toBe(404);
  });
});
