import { describe, expect, it } from 'vitest';
import {
  rebalanceListQuerySchema,
  rebalancePublishBodySchema,
  rebalanceReportDetailSchema,
  rebalanceReportPublishSchema,
} from '../src/index.js';

const taaData = {
  records: [
    {
      asset_class: 'Australian Equities',
      investment_options: [
        { name: 'Growth', saa: 0.3, old_taa: 0.32, new_taa: 0.28 },
        { name: 'Income', saa: '0.1', old_taa: '0.08', new_taa: '0.1' },
      ],
    },
  ],
  cash: { saa: 0.6, old_taa: 0.6, new_taa: 0.62 },
};

const publish = (data: unknown) => ({
  external_id: 'R-1',
  account_code: 'A-1',
  rebalance_type: 'taa',
  status: 'complete',
  date: '2026-10-03',
  data,
});

describe('publishing a taa report', () => {
  it('works out the differences and totals the publisher left out, exactly', () => {
    const report = rebalanceReportPublishSchema.parse(publish(taaData));
    if (report.rebalance_type !== 'taa') throw new Error('taa expected');
    expect(report.data.records[0]!.investment_options.map((o) => o.taa_difference)).toEqual(['-0.04', '0.02']);
    expect(report.data.records[0]).toMatchObject({
      total_saa: '0.4',
      total_old_taa: '0.40',
      total_difference: '-0.02',
      total_new_taa: '0.38',
    });
    expect(report.data.cash.difference).toBe('0.02');
    // 0.4 + 0.6 is 1.0 exactly, not 0.9999999999999999.
    expect(report.data.totals).toEqual({
      total_saa: '1.0',
      total_old_taa: '1.00',
      total_difference: '0.00',
      total_new_taa: '1.00',
    });
    expect(report.message).toBe('');
  });

  it('takes data given as a JSON string the same way', () => {
    const asObject = rebalanceReportPublishSchema.parse(publish(taaData));
    const asString = rebalanceReportPublishSchema.parse(publish(JSON.stringify(taaData)));
    expect(asString).toEqual(asObject);
  });

  it('refuses a total its parts contradict, naming the field', () => {
    const data = JSON.parse(JSON.stringify(taaData)) as typeof taaData & { totals: object };
    data.totals = { total_saa: '0.9' };
    const result = rebalancePublishBodySchema.safeParse({ reports: [publish(data)] });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual(['reports', 0, 'data', 'totals', 'total_saa']);
    expect(issue.message).toBe('total_saa is 0.9, but its parts come to 1.0.');
  });

  it('names the path of a figure that is not a number, and data that is not JSON', () => {
    const data = JSON.parse(JSON.stringify(taaData)) as typeof taaData;
    (data.records[0]!.investment_options[1] as { saa: unknown }).saa = 'ten';
    const bad = rebalancePublishBodySchema.safeParse({ reports: [publish(data)] });
    expect(bad.error!.issues[0]!.path).toEqual(['reports', 0, 'data', 'records', 0, 'investment_options', 1, 'saa']);
    expect(bad.error!.issues[0]!.message).toBe('Must be a decimal number.');

    const notJson = rebalancePublishBodySchema.safeParse({ reports: [publish('{records:')] });
    expect(notJson.error!.issues[0]!.path).toEqual(['reports', 0, 'data']);
  });

  it('refuses the same external id twice in one file', () => {
    const result = rebalancePublishBodySchema.safeParse({ reports: [publish(taaData), publish(taaData)] });
    expect(result.error!.issues.map((i) => i.path)).toEqual([['reports', 1, 'external_id']]);
  });
});

describe('publishing a model portfolio report', () => {
  it('works out a missing change in target and checks a given one', () => {
    const row = { investment_option: 'Balanced', code: 'BHP', name: 'BHP Group', old_target: 0.05, new_target: 0.07 };
    const ok = rebalanceReportPublishSchema.parse({ ...publish([row]), rebalance_type: 'model_portfolio' });
    expect(ok.data).toEqual([{ ...row, old_target: '0.05', new_target: '0.07', target_difference: '0.02' }]);
    const bad = rebalanceReportPublishSchema.safeParse({
      ...publish([{ ...row, target_difference: 0.03 }]),
      rebalance_type: 'model_portfolio',
    });
    expect(bad.error!.issues[0]!.path).toEqual(['data', 0, 'target_difference']);
  });
});

describe('the detail as the web app reads it', () => {
  it('parses data that arrives as a JSON string into the same shape', () => {
    const detail = {
      id: 1,
      date: '2026-10-03',
      account: { id: 2, name: 'Olivia Bennett' },
      rebalance_type: 'model_portfolio',
      type: 'model_portfolio',
      status: 'complete',
      is_new: true,
      new_count: 1,
      created: '2026-10-03T00:00:00.000Z',
      message: 'Line one\nLine two',
      data: [
        {
          investment_option: 'B',
          code: 'X',
          name: 'X Ltd',
          old_target: 0.1,
          new_target: '0.2',
          target_difference: 0.1,
        },
      ],
    };
    const fromObject = rebalanceReportDetailSchema.parse(detail);
    const fromString = rebalanceReportDetailSchema.parse({ ...detail, data: JSON.stringify(detail.data) });
    expect(fromString).toEqual(fromObject);
    expect(fromObject.data).toEqual([
      {
        investment_option: 'B',
        code: 'X',
        name: 'X Ltd',
        old_target: '0.1',
        new_target: '0.2',
        target_difference: '0.1',
      },
    ]);
  });
});

describe('the list query', () => {
  it('reads comma-joined and repeated lists and defaults to newest first, ten a page', () => {
    expect(rebalanceListQuerySchema.parse({ accounts: '3,4', status: ['complete', 'cancelled'] })).toEqual({
      page: 1,
      page_size: 10,
      accounts: [3, 4],
      rebalance_type: [],
      status: ['complete', 'cancelled'],
      ordering: '-date',
    });
    expect(rebalanceListQuerySchema.safeParse({ rebalance_type: 'taa,other' }).success).toBe(false);
  });
});
