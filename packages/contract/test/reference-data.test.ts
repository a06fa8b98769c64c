import { describe, expect, it } from 'vitest';
import {
  formatNoteTerm,
  isAtCallNote,
  noteInterestFrequency,
  referenceFileSchema,
  referenceFileProblems,
  referencePath,
  type ReferenceFile,
} from '../src/index.js';

describe('a loan note type as the screens show it', () => {
  it('shows a term in hours as the at-call note', () => {
    expect(formatNoteTerm({ term: 48, term_unit: 'hours' })).toBe('48-hour at call');
    expect(isAtCallNote({ term: 48, term_unit: 'hours' })).toBe(true);
  });

  it('shows terms under 12 months in months', () => {
    expect(formatNoteTerm({ term: 1, term_unit: 'months' })).toBe('1 month');
    expect(formatNoteTerm({ term: 6, term_unit: 'months' })).toBe('6 months');
    expect(formatNoteTerm({ term: 11, term_unit: 'months' })).toBe('11 months');
  });

  it('shows terms from 12 months in years', () => {
    expect(formatNoteTerm({ term: 12, term_unit: 'months' })).toBe('1 year');
    expect(formatNoteTerm({ term: 24, term_unit: 'months' })).toBe('2 years');
    // 18 / 12 = 1.5; 15 / 12 = 1.25; 120 / 12 = 10 (the trailing zero of 10 stays).
    expect(formatNoteTerm({ term: 18, term_unit: 'months' })).toBe('1.5 years');
    expect(formatNoteTerm({ term: 15, term_unit: 'months' })).toBe('1.25 years');
    expect(formatNoteTerm({ term: 120, term_unit: 'months' })).toBe('10 years');
  });

  it('pays interest monthly on the 48-hour note and quarterly on the others', () => {
    expect(noteInterestFrequency({ term: 48, term_unit: 'hours' })).toBe('monthly');
    expect(noteInterestFrequency({ term: 3, term_unit: 'months' })).toBe('quarterly');
    expect(noteInterestFrequency({ term: 36, term_unit: 'months' })).toBe('quarterly');
  });
});

describe('referencePath', () => {
  it('writes list positions in brackets and fields after dots', () => {
    expect(referencePath(['note_types', 3, 'interest_rate'])).toBe('note_types[3].interest_rate');
    expect(referencePath(['sectors', 0, 'industry_groups', 2, 'code'])).toBe('sectors[0].industry_groups[2].code');
    expect(referencePath(['accounting_methods'])).toBe('accounting_methods');
    expect(referencePath([])).toBe('');
  });
});

function file(): ReferenceFile {
  return {
    note_types: [
      { key: '48-hour', term: 48, term_unit: 'hours', interest_type: 'variable', interest_rate: '4.10', active: true },
      { key: '12-month', term: 12, term_unit: 'months', interest_type: 'fixed', interest_rate: '6.25', active: true },
    ],
    applications: [{ application: 'icf', products: ['icf'], note_types: ['48-hour', '12-month'] }],
    asset_allocation_categories: [
      {
        key: 'cash',
        name: 'Cash',
        color: '#8ab4c9',
        investment_options: [
          {
            key: 'cash-account',
            name: 'Cash account',
            color: '#8ab4c9',
            min_value: '2.00',
            is_custom_strategies_available: false,
            tailored_label: null,
            portfolio_management_fee: '0.8500',
            investment_management_fee: null,
          },
        ],
      },
    ],
    sources_of_funds: [{ key: 'other', name: 'Other', is_other: true }],
    accounting_methods: [{ key: 'minimise_gain', name: 'Minimise gain', description: '' }],
    sectors: [
      {
        code: '10',
        name: 'Energy',
        industry_groups: [
          {
            code: '1010',
            name: 'Energy',
            industries: [{ code: '101010', name: 'Oil', sub_industries: [{ code: '10101010', name: 'Drilling' }] }],
          },
        ],
      },
    ],
  };
}

/** The field errors of a file, by the path the operator reads. */
function problems(input: unknown): Record<string, string[]> {
  const result = referenceFileSchema.safeParse(input);
  return result.success ? {} : referenceFileProblems(result.error.issues);
}

describe('the reference file', () => {
  it('takes a well-formed file', () => {
    expect(problems(file())).toEqual({});
  });

  it('names the path of a rate written as a number', () => {
    const bad = file() as unknown as { note_types: Array<Record<string, unknown>> };
    bad.note_types[1]!.interest_rate = 6.25;
    expect(problems(bad)).toEqual({
      'note_types[1].interest_rate': ['Write the percentage as text with up to 3 decimals, as "5.25".'],
    });
  });

  it('takes an option’s fees as text with up to 4 decimals, left out meaning none', () => {
    const bad = file();
    bad.asset_allocation_categories[0]!.investment_options[0]!.portfolio_management_fee = '0.85001';
    expect(problems(bad)).toEqual({
      'asset_allocation_categories[0].investment_options[0].portfolio_management_fee': [
        'Write the percentage as text with up to 4 decimals, as "5.25".',
      ],
    });
    const without = file() as unknown as {
      asset_allocation_categories: Array<{ investment_options: Array<Record<string, unknown>> }>;
    };
    delete without.asset_allocation_categories[0]!.investment_options[0]!.portfolio_management_fee;
    delete without.asset_allocation_categories[0]!.investment_options[0]!.investment_management_fee;
    const parsed = referenceFileSchema.parse(without);
    expect(parsed.asset_allocation_categories[0]!.investment_options[0]).toMatchObject({
      portfolio_management_fee: null,
      investment_management_fee: null,
    });
  });

  it('refuses a term in hours other than 48 and a rate over 100', () => {
    const bad = file();
    bad.note_types[0]!.term = 24;
    bad.note_types[1]!.interest_rate = '150';
    expect(problems(bad)).toEqual({
      'note_types[0].term': ['A term in hours is the 48-hour at-call note: 48.'],
      'note_types[1].interest_rate': ['At most 100.'],
    });
  });

  it('names a repeated key, an unknown note type and a missing default accounting method', () => {
    const bad = file();
    bad.note_types[1]!.key = '48-hour';
    bad.accounting_methods[0]!.key = 'fifo';
    expect(problems(bad)).toEqual({
      'note_types[1].key': ['"48-hour" is already used above in this section.'],
      'applications[0].note_types[1]': ['No note type in note_types has the key "12-month".'],
      accounting_methods: ['The accounting methods must include the default "minimise_gain".'],
    });
  });

  it('offers note types only with the icf product', () => {
    const bad = file();
    bad.applications[0]!.products = ['ipm'];
    expect(problems(bad)).toEqual({
      'applications[0].note_types': ['Loan note types are offered only with the icf product: add "icf" to products.'],
    });
  });

  it('needs four levels in the industry classification, with codes used once', () => {
    const bad = file();
    bad.sectors[0]!.industry_groups[0]!.industries[0]!.sub_industries = [];
    expect(problems(bad)).toEqual({
      'sectors[0].industry_groups[0].industries[0].sub_industries': [
        'Give at least one entry in sub_industries: the classification has four levels.',
      ],
    });
    const repeated = file();
    repeated.sectors[0]!.industry_groups[0]!.industries[0]!.sub_industries[0]!.code = '10';
    expect(problems(repeated)).toEqual({
      'sectors[0].industry_groups[0].industries[0].sub_industries[0].code': [
        'The code "10" is already used above in the classification.',
      ],
    });
  });

  it('refuses a field it does not know and a missing section', () => {
    const { sectors: _gone, ...rest } = file();
    const bad = { ...rest, colour: 'red' };
    expect(problems(bad)).toEqual({
      colour: ['This field is not part of the reference file.'],
      sectors: ['Must be a list.'],
    });
  });
});
