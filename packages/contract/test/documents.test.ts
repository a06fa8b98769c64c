import { describe, expect, it } from 'vitest';
import {
  documentsArchiveFileName,
  documentsQuerySchema,
  formatFileSize,
  isAnnualSummaryPackCategory,
  wantsSuggestions,
} from '../src/index.js';

describe('formatFileSize (file_size_verbose)', () => {
  it('reads as people say sizes: bytes, then KB and MB with one decimal and no trailing .0', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(5015)).toBe('4.9 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50 MB');
  });
});

describe('documents rules', () => {
  it('knows the Annual Summary Pack by its category, whatever the spacing and case', () => {
    expect(isAnnualSummaryPackCategory('Annual Summary Pack')).toBe(true);
    expect(isAnnualSummaryPackCategory('  annual   summary PACK ')).toBe(true);
    expect(isAnnualSummaryPackCategory('Annual Summary')).toBe(false);
  });

  it('asks for suggestions only past 2 characters, spaces aside', () => {
    expect(wantsSuggestions('ab')).toBe(false);
    expect(wantsSuggestions('  ab  ')).toBe(false);
    expect(wantsSuggestions('abc')).toBe(true);
  });

  it('reads the list query with its defaults and refuses unknown sort fields', () => {
    expect(documentsQuerySchema.parse({})).toEqual({
      search: '',
      ordering: '-date_of',
      is_annual_summary_tax_pack: false,
      page: 1,
      page_size: 10,
    });
    expect(documentsQuerySchema.parse({ is_annual_summary_tax_pack: 'true', ordering: 'account' })).toMatchObject({
      is_annual_summary_tax_pack: true,
      ordering: 'account',
    });
    expect(documentsQuerySchema.safeParse({ ordering: 'storage_key' }).success).toBe(false);
  });

  it('names the selection zip by the day, like the investments CSV', () => {
    expect(documentsArchiveFileName('2025-07-05')).toBe('Documents-05072025.zip');
  });
});
