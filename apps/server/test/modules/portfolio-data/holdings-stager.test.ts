import { describe, expect, it } from 'vitest';
import type { HoldingLine } from '../../../src/modules/portfolio-data/feed-formats.js';
import { copyRows } from '../../../src/modules/portfolio-data/holdings-stager.js';
import { StagedBatch } from '../../../src/modules/portfolio-data/holdings.repository.js';

const line = (row: number, name: string, extra: Partial<HoldingLine> = {}): HoldingLine => ({
  row,
  accountCode: 'ACC-1',
  optionCode: 'GRW',
  date: '2025-07-01',
  code: 'BHP',
  name,
  assetClass: 'Australian Equities',
  units: '100',
  price: '40.5',
  targetUnits: null,
  strikePrice: null,
  ...extra,
});

describe('COPY rows of a staged batch', () => {
  it('writes each row as tab-separated text with \\N for null and escaped tabs, line breaks and backslashes', () => {
    const batch = new StagedBatch();
    batch.add(line(2, 'BHP Group Limited', { targetUnits: '110', strikePrice: '45.5' }), 7);
    batch.add(line(3, 'Tab\there\r\nC:\\Sons'), 8);
    expect(copyRows(41, batch).toString('utf8')).toBe(
      '41\t2\t7\t2025-07-01\tBHP\tBHP Group Limited\tAustralian Equities\t100\t110\t45.5\n' +
        '41\t3\t8\t2025-07-01\tBHP\tTab\\there\\r\\nC:\\\\Sons\tAustralian Equities\t100\t\\N\t\\N\n',
    );
  });

  it('grows its buffer for rows longer than usual, keeping every byte of multi-byte names', () => {
    const batch = new StagedBatch();
    const long = 'Société Générale € '.repeat(10).trim();
    for (let row = 2; row < 12; row++) batch.add(line(row, `${long} ${row}`), 1);
    const rows = copyRows(1, batch).toString('utf8').split('\n');
    expect(rows).toHaveLength(11);
    expect(rows.slice(0, 10).map((r) => r.split('\t')[5])).toEqual(
      Array.from({ length: 10 }, (_, i) => `${long} ${i + 2}`),
    );
  });
});
