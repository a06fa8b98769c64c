import { describe, expect, it } from 'vitest';
import {
  allocationProblems,
  customStrategyProblems,
  CUSTOM_STRATEGY_REQUIRED,
  groupRestriction,
  ipsDeleteRefusal,
  ipsEditRefusal,
  IpsRuleMessages,
  Messages,
  PERCENT_FORMAT_MESSAGE,
  percentHundredths,
  setGroupRestriction,
  UNITS_WHOLE_MESSAGE,
  withoutStrategiesAtZero,
  type AllocationCategoryInput,
  type IndustryNode,
} from '../src/index.js';

const option = (id: number, target: string | number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Option ${id}`,
  target_percentage: target,
  ...extra,
});

/** Cash (one option) and growth (two options, the second offering custom strategies). */
function allocation(
  cash: string,
  growth1: string,
  growth2: string,
  strategies: unknown[] = [],
): AllocationCategoryInput[] {
  return [
    { id: 1, name: 'Cash', is_cash: true, investment_options: [option(10, cash)] },
    {
      id: 2,
      name: 'Growth',
      investment_options: [
        option(20, growth1),
        option(21, growth2, { is_custom_strategies_available: true, custom_strategies: strategies }),
      ],
    },
  ];
}

describe('the strategic asset allocation', () => {
  it('reads percentages with at most 2 decimals, from 0 to 100', () => {
    expect(percentHundredths('12.5')).toBe(1250n);
    expect(percentHundredths('0.01')).toBe(1n);
    expect(percentHundredths('100')).toBe(10000n);
    expect(percentHundredths('')).toBe(0n);
    expect(percentHundredths('12.345')).toBeNull();
    expect(percentHundredths('100.01')).toBeNull();
    expect(percentHundredths('-1')).toBeNull();
    expect(percentHundredths('1e2')).toBeNull();
  });

  it('accepts 2 + 65.33 + 32.67 = 100 exactly, with a custom strategy where one is offered', () => {
    expect(allocationProblems(allocation('2', '65.33', '32.67', [{ name: 'S' }]), { cashMinimumPercent: 2 })).toEqual(
      [],
    );
  });

  it('refuses 2 + 65.33 + 32.66 = 99.99, on the whole allocation', () => {
    expect(allocationProblems(allocation('2', '65.33', '32.66', [{}]), { cashMinimumPercent: 2 })).toEqual([
      { path: 'non_field_errors', message: Messages.allocationTotal },
    ]);
  });

  it('refuses cash of 1.99 % under a 2 % minimum, naming the minimum', () => {
    const problems = allocationProblems(allocation('1.99', '60.01', '38', [{}]), { cashMinimumPercent: 2 });
    expect(problems).toEqual([
      { path: 'non_field_errors', message: 'At least 2% of the portfolio value must be allocated to cash' },
    ]);
  });

  it('names the option whose percentage has 3 decimals, and the one missing its custom strategy', () => {
    const problems = allocationProblems(allocation('2', '60.005', '38'), { cashMinimumPercent: 2 });
    expect(problems).toContainEqual({
      path: 'categories[1].investment_options[0].target_percentage',
      message: PERCENT_FORMAT_MESSAGE,
    });
    expect(problems).toContainEqual({
      path: 'categories[1].investment_options[1].custom_strategies',
      message: CUSTOM_STRATEGY_REQUIRED('Option 21'),
    });
  });

  it('needs no custom strategy for an option at 0, and drops the ones it had', () => {
    const at0 = allocation('2', '98', '0', [{ name: 'kept?' }]);
    expect(allocationProblems(at0, { cashMinimumPercent: 2 })).toEqual([]);
    const saved = withoutStrategiesAtZero(at0);
    expect(saved[1]!.investment_options[1]!.custom_strategies).toEqual([]);
    const at5 = withoutStrategiesAtZero(allocation('2', '93', '5', [{ name: 'S' }]));
    expect(at5[1]!.investment_options[1]!.custom_strategies).toEqual([{ name: 'S' }]);
  });
});

describe('a custom strategy', () => {
  it('with manager discretion: 33.33 + 33.33 + 33.34 = 100 is accepted', () => {
    const securities = ['33.33', '33.33', '33.34'].map((t, i) => ({ name: `S${i}`, target_percentage: t }));
    expect(customStrategyProblems({ manager_discretion: true, securities })).toEqual([]);
  });

  it('with manager discretion: 50 + 49.999 = 99.999 is refused as a total', () => {
    const securities = [
      { name: 'A', target_percentage: '50' },
      { name: 'B', target_percentage: '49.999' },
    ];
    expect(customStrategyProblems({ manager_discretion: true, securities })).toEqual([
      { path: 'securities', message: Messages.allocationTotal },
    ]);
  });

  it('with manager discretion: a target of 0 is refused on its field', () => {
    const securities = [
      { name: 'A', target_percentage: '100' },
      { name: 'B', target_percentage: '0' },
    ];
    expect(customStrategyProblems({ manager_discretion: true, securities })).toEqual([
      { path: 'securities[1].target_percentage', message: Messages.targetPercentPositive },
    ]);
  });

  it('without discretion: whole units only, and every security named', () => {
    const problems = customStrategyProblems({
      manager_discretion: false,
      securities: [
        { name: 'BHP', units: '100' },
        { name: '', units: '2.5' },
      ],
    });
    expect(problems).toEqual([
      { path: 'securities[1].name', message: 'Enter the security' },
      { path: 'securities[1].units', message: UNITS_WHOLE_MESSAGE },
    ]);
  });
});

describe('industry restrictions', () => {
  // Sector 1 > group 2 > industry 3 > sub-industries 4 and 5; group 2 > industry 6 > sub-industry 7.
  const tree: IndustryNode[] = [
    { id: 1, parent: null },
    { id: 2, parent: 1 },
    { id: 3, parent: 2 },
    { id: 4, parent: 3 },
    { id: 5, parent: 3 },
    { id: 6, parent: 2 },
    { id: 7, parent: 6 },
  ];

  it('a type set on a group goes to every leaf below it', () => {
    const set = setGroupRestriction(tree, new Map(), 2, 'do_not_buy');
    expect([...set.entries()].sort()).toEqual([
      [4, 'do_not_buy'],
      [5, 'do_not_buy'],
      [7, 'do_not_buy'],
    ]);
    expect(groupRestriction(tree, set, 1)).toBe('do_not_buy');
  });

  it('a group whose leaves differ shows Mixed; one with none restricted shows nothing', () => {
    const leaves = new Map([
      [4, 'do_not_buy' as const],
      [5, 'do_not_hold' as const],
    ]);
    expect(groupRestriction(tree, leaves, 3)).toBe('mixed');
    expect(groupRestriction(tree, leaves, 2)).toBe('mixed'); // 7 unrestricted differs too
    expect(groupRestriction(tree, leaves, 6)).toBeNull();
    expect(groupRestriction(tree, leaves, 4)).toBe('do_not_buy');
  });

  it('lifting a group lifts its leaves only', () => {
    const all = setGroupRestriction(tree, new Map(), 1, 'do_not_sell');
    const lifted = setGroupRestriction(tree, all, 3, null);
    expect([...lifted.entries()]).toEqual([[7, 'do_not_sell']]);
  });
});

describe('what an IPS allows in each status', () => {
  it('is edited unless awaiting signature, in review, or active with an ongoing one', () => {
    expect(ipsEditRefusal('draft', { hasOngoing: false })).toBeNull();
    expect(ipsEditRefusal('active', { hasOngoing: false })).toBeNull();
    expect(ipsEditRefusal('awaiting_signature', { hasOngoing: false })).toBe(IpsRuleMessages.awaitingSignature);
    expect(ipsEditRefusal('portfolio_manager_review', { hasOngoing: false })).toBe(IpsRuleMessages.inReview);
    expect(ipsEditRefusal('active', { hasOngoing: true })).toBe(IpsRuleMessages.ongoingExists);
  });

  it('is deleted only as a draft beside an active one', () => {
    expect(ipsDeleteRefusal('draft', { hasActive: true })).toBeNull();
    expect(ipsDeleteRefusal('draft', { hasActive: false })).toBe(IpsRuleMessages.deleteNeedsActive);
    expect(ipsDeleteRefusal('active', { hasActive: true })).toBe(IpsRuleMessages.deleteOnlyDraft);
  });
});
