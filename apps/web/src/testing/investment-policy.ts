import {
  allocationProblems,
  amountToCents,
  customStrategyProblems,
  formatScaledInteger,
  groupRestriction,
  industryRestrictionsUpdateSchema,
  investmentPolicyUpdateSchema,
  InvestmentPolicyMessages,
  ipsDeleteRefusal,
  IpsRuleMessages,
  percentHundredths,
  securityRestrictionsUpdateSchema,
  strategicAllocationUpdateSchema,
  type IndustryRestriction,
  type InvestmentPolicy,
  type RestrictionType,
  type SecurityRestriction,
  type StrategicAllocation,
} from '@portal/contract';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { server } from './mocks/server';

/** A draft statement of account 5 at the booklet, editable by the signed-in person, unless told. */
export function testInvestmentPolicy(overrides: Partial<InvestmentPolicy> = {}): InvestmentPolicy {
  return {
    id: 60,
    account: 5,
    status: 'draft',
    status_display: 'Draft',
    wizard_step: 'booklet',
    strategic_asset_allocation: [],
    has_restrictions: null,
    has_industry_restrictions: null,
    has_security_restrictions: null,
    restricted_industry_groups: [],
    is_security_restrictions_provided: false,
    has_gearing: null,
    target_loan_balance_min: null,
    target_loan_balance_max: null,
    creator: 7,
    created: '2026-03-01T10:00:00.000Z',
    modifier: 7,
    modified: '2026-03-01T10:00:00.000Z',
    approvers: [],
    sign_requester_name: null,
    sign_requested_date: null,
    sign_change_request: null,
    can_edit: true,
    edit_refusal: null,
    can_send_for_signature: false,
    ...overrides,
  };
}

export const TAILORED_OPTION_ID = 21;
export const TAILORED_LABEL = 'Bennett Australian shares';

/**
 * Cash (one option, 2% minimum) and equities: the Tailored Australian Equity option, which takes
 * custom strategies (tailored label `TAILORED_LABEL`), and International equities. Nothing allocated.
 */
export function testStrategicAllocation(): StrategicAllocation {
  const option = (id: number, name: string, color: string, custom = false) => ({
    id,
    name,
    color,
    target_percentage: '0.00',
    min_value: '0.00',
    is_custom_strategies_available: custom,
    custom_strategies: [],
    tailored_label: null,
  });
  return {
    categories: [
      {
        id: 1,
        name: 'Cash',
        color: '#2e7d32',
        is_cash: true,
        investment_options: [{ ...option(11, 'Cash account', '#66bb6a'), min_value: '2.00' }],
      },
      {
        id: 2,
        name: 'Equities',
        color: '#1565c0',
        is_cash: false,
        investment_options: [
          option(TAILORED_OPTION_ID, 'Tailored Australian Equity', '#42a5f5', true),
          option(22, 'International equities', '#90caf9'),
        ],
      },
    ],
    cash_minimum_percent: '2.00',
  };
}

/** Energy (two sub-industries) and Materials (one), four levels each; nothing restricted. */
export function testIndustryTree(): IndustryRestriction[] {
  const node = (id: number, description: string, parent: number | null, level: number) => ({
    id,
    description,
    parent,
    level,
    is_leaf: level === 4,
    restriction_type: null,
    group_restriction_type: null,
  });
  return [
    node(1, 'Energy', null, 1),
    node(2, 'Energy group', 1, 2),
    node(3, 'Energy equipment and services', 2, 3),
    node(4, 'Oil and gas drilling', 3, 4),
    node(5, 'Oil and gas equipment', 3, 4),
    node(10, 'Materials', null, 1),
    node(11, 'Materials group', 10, 2),
    node(12, 'Chemicals', 11, 3),
    node(13, 'Fertilisers', 12, 4),
  ];
}

type FieldErrors = Record<string, string[]>;

/** A path as the contract names it: ['categories', 0, 'id'] -> 'categories[0].id'. */
function contractPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

function badRequest(fieldErrors: FieldErrors, nonFieldErrors: string[] = []) {
  return HttpResponse.json({ field_errors: fieldErrors, non_field_errors: nonFieldErrors }, { status: 400 });
}

function zodErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) (errors[contractPath(issue.path)] ??= []).push(issue.message);
  return errors;
}

const dollarsText = (typed: string) => formatScaledInteger(amountToCents(typed), 2);
const percentText = (typed: string) => formatScaledInteger(percentHundredths(typed) ?? 0n, 2);

/**
 * The statement's calls under /api/ipm/ over stored state, answering as the contract says: 400
 * bodies with each problem at its contract path, the allocation's rules run as the server runs
 * them, strategies of options at 0 dropped; sending for signature moves a finished draft to
 * awaiting signature, and a draft is deleted only while an active statement remains (the
 * contract's rule). Records what each write sent.
 */
export function serveInvestmentPolicy({
  ongoing = testInvestmentPolicy(),
  active = null,
  allocation = testStrategicAllocation(),
  industries = testIndustryTree(),
  securities = [],
  labels = [
    {
      investment_option: TAILORED_OPTION_ID,
      key: 'tailored_australian_equity',
      name: 'Tailored Australian Equity',
      tailored_label: TAILORED_LABEL,
    },
  ],
  sendRefusal = null,
  deleteRefusal = null,
}: {
  ongoing?: InvestmentPolicy | null;
  active?: InvestmentPolicy | null;
  allocation?: StrategicAllocation;
  industries?: IndustryRestriction[];
  securities?: SecurityRestriction[];
  labels?: { investment_option: number; key: string; name: string; tailored_label: string }[];
  /** A refusal the server gives sending for signature (non-field), as a rule outside the statement would. */
  sendRefusal?: string | null;
  /** A refusal the server gives deleting the draft (`{detail, code}`), besides the status rules. */
  deleteRefusal?: string | null;
} = {}) {
  const state = { ongoing, active, allocation, industries, securities };
  const calls = {
    created: [] as unknown[],
    patched: [] as unknown[],
    allocations: [] as unknown[],
    industryRestrictions: [] as unknown[],
    securityRestrictions: [] as unknown[],
    sentForSignature: [] as number[],
    deleted: [] as number[],
    booklets: 0,
  };
  let nextId = 900;
  const statementFor = (id: string | readonly string[] | undefined) =>
    [state.ongoing, state.active].find((s) => s !== null && s.id === Number(id)) ?? null;
  const notFound = () => HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });

  server.use(
    http.get('*/api/ipm/tailored-labels/', () =>
      HttpResponse.json({ count: labels.length, next: null, previous: null, results: labels }),
    ),
    http.get('*/api/ipm/investment-policies/booklet/', () => {
      calls.booklets += 1;
      return new HttpResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
        headers: { 'Content-Type': 'application/pdf' },
      });
    }),
    http.get('*/api/ipm/investment-policies/', () =>
      HttpResponse.json({ ongoing_ips: state.ongoing, active_ips: state.active }),
    ),
    http.post('*/api/ipm/investment-policies/', async ({ request }) => {
      const body = (await request.json()) as { account: number };
      calls.created.push(body);
      if (state.ongoing) return badRequest({}, [InvestmentPolicyMessages.alreadyOngoing]);
      state.ongoing = testInvestmentPolicy({ id: nextId++, account: body.account });
      return HttpResponse.json(state.ongoing, { status: 201 });
    }),
    http.patch('*/api/ipm/investment-policies/:id/', async ({ request, params }) => {
      const body = await request.json();
      calls.patched.push(body);
      const statement = statementFor(params.id);
      if (!statement) return notFound();
      const parsed = investmentPolicyUpdateSchema.safeParse(body);
      if (!parsed.success) return badRequest(zodErrors(parsed.error));
      // Stored as the server stores them: loan balances as dollars text ('100,000' -> '100000.00').
      const values = Object.fromEntries(
        Object.entries(parsed.data)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, k.startsWith('target_loan') && typeof v === 'string' ? dollarsText(v) : v]),
      );
      state.ongoing = { ...statement, ...values };
      if (parsed.data.has_gearing !== undefined && parsed.data.has_gearing !== null) state.ongoing.wizard_step = 'done';
      return HttpResponse.json(state.ongoing);
    }),
    http.post('*/api/ipm/investment-policies/:id/send-for-signature/', ({ params }) => {
      calls.sentForSignature.push(Number(params.id));
      const statement = statementFor(params.id);
      if (!statement) return notFound();
      if (sendRefusal) return badRequest({}, [sendRefusal]);
      if (statement.status !== 'draft' || statement !== state.ongoing)
        return badRequest({}, [InvestmentPolicyMessages.sendOnlyDraft]);
      if (statement.wizard_step !== 'done') return badRequest({}, [InvestmentPolicyMessages.notComplete]);
      state.ongoing = {
        ...statement,
        status: 'awaiting_signature',
        status_display: 'Awaiting signature',
        can_edit: false,
        edit_refusal: IpsRuleMessages.awaitingSignature,
        can_send_for_signature: false,
        sign_requester_name: 'Ivy Investor',
        sign_requested_date: '2026-03-02T09:00:00.000Z',
      };
      return HttpResponse.json(state.ongoing);
    }),
    http.delete('*/api/ipm/investment-policies/:id/', ({ params }) => {
      calls.deleted.push(Number(params.id));
      const statement = statementFor(params.id);
      if (!statement) return notFound();
      const refusal = deleteRefusal ?? ipsDeleteRefusal(statement.status, { hasActive: state.active !== null });
      if (refusal) return HttpResponse.json({ detail: refusal, code: 'bad_request' }, { status: 400 });
      state.ongoing = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/ipm/investment-policies/:id/strategic-allocation/', ({ params }) =>
      statementFor(params.id) ? HttpResponse.json(state.allocation) : notFound(),
    ),
    http.put('*/api/ipm/investment-policies/:id/strategic-allocation/', async ({ request, params }) => {
      const body = await request.json();
      calls.allocations.push(body);
      if (!statementFor(params.id)) return notFound();
      const parsed = strategicAllocationUpdateSchema.safeParse(body);
      if (!parsed.success) return badRequest(zodErrors(parsed.error));
      const named = parsed.data.categories.map((category, i) => {
        const stored = state.allocation.categories[i]!;
        return {
          ...category,
          name: stored.name,
          is_cash: stored.is_cash,
          investment_options: category.investment_options.map((option, j) => ({
            ...option,
            name: stored.investment_options[j]!.name,
            is_custom_strategies_available: stored.investment_options[j]!.is_custom_strategies_available,
          })),
        };
      });
      const fieldErrors: FieldErrors = {};
      const nonFieldErrors: string[] = [];
      for (const problem of allocationProblems(named, {
        cashMinimumPercent: Number(state.allocation.cash_minimum_percent),
      })) {
        if (problem.path === 'non_field_errors') nonFieldErrors.push(problem.message);
        else (fieldErrors[problem.path] ??= []).push(problem.message);
      }
      named.forEach((category, i) =>
        category.investment_options.forEach((option, j) =>
          option.custom_strategies.forEach((strategy, k) => {
            for (const problem of customStrategyProblems(strategy))
              (fieldErrors[`categories[${i}].investment_options[${j}].custom_strategies[${k}].${problem.path}`] ??=
                []).push(problem.message);
          }),
        ),
      );
      if (Object.keys(fieldErrors).length > 0 || nonFieldErrors.length > 0)
        return badRequest(fieldErrors, nonFieldErrors);
      state.allocation = {
        ...state.allocation,
        categories: state.allocation.categories.map((category, i) => ({
          ...category,
          investment_options: category.investment_options.map((option, j) => {
            const sent = parsed.data.categories[i]!.investment_options[j]!;
            const target = percentText(sent.target_percentage);
            return {
              ...option,
              target_percentage: target,
              custom_strategies:
                target === '0.00'
                  ? []
                  : sent.custom_strategies.map((s) => ({
                      id: s.id ?? nextId++,
                      name: s.name,
                      manager_discretion: s.manager_discretion,
                      holding_arrangement: s.holding_arrangement,
                      securities: s.securities,
                      portfolio_management_fee: '0.7500',
                      investment_management_fee: '0.2500',
                    })),
            };
          }),
        })),
      };
      return HttpResponse.json(state.allocation);
    }),
    http.get('*/api/ipm/investment-policies/:id/industry-restrictions/', ({ params }) =>
      statementFor(params.id) ? HttpResponse.json({ results: state.industries }) : notFound(),
    ),
    http.post('*/api/ipm/investment-policies/:id/industry-restrictions/', async ({ request, params }) => {
      const body = await request.json();
      calls.industryRestrictions.push(body);
      if (!statementFor(params.id)) return notFound();
      const parsed = industryRestrictionsUpdateSchema.safeParse(body);
      if (!parsed.success) return badRequest(zodErrors(parsed.error));
      const leaves = new Map<number, RestrictionType>();
      const fieldErrors: FieldErrors = {};
      parsed.data.restrictions.forEach((r, i) => {
        const node = state.industries.find((n) => n.id === r.industry);
        if (!node) fieldErrors[`restrictions[${i}].industry`] = [InvestmentPolicyMessages.unknownIndustry];
        else if (!node.is_leaf) fieldErrors[`restrictions[${i}].industry`] = [InvestmentPolicyMessages.notLeaf];
        else leaves.set(r.industry, r.restriction_type);
      });
      if (Object.keys(fieldErrors).length > 0) return badRequest(fieldErrors);
      state.industries = state.industries.map((n) => ({
        ...n,
        restriction_type: n.is_leaf ? (leaves.get(n.id) ?? null) : null,
        group_restriction_type: n.is_leaf ? null : groupRestriction(state.industries, leaves, n.id),
      }));
      return HttpResponse.json({ results: state.industries });
    }),
    http.get('*/api/ipm/investment-policies/:id/security-restrictions/', ({ params }) =>
      statementFor(params.id) ? HttpResponse.json({ results: state.securities }) : notFound(),
    ),
    http.post('*/api/ipm/investment-policies/:id/security-restrictions/', async ({ request, params }) => {
      const body = await request.json();
      calls.securityRestrictions.push(body);
      if (!statementFor(params.id)) return notFound();
      const parsed = securityRestrictionsUpdateSchema.safeParse(body);
      if (!parsed.success) return badRequest(zodErrors(parsed.error));
      state.securities = parsed.data.restrictions.map((r) => ({ id: nextId++, ...r }));
      return HttpResponse.json({ results: state.securities });
    }),
  );
  return { calls, state };
}
