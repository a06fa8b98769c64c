import { describe, expect, it } from 'vitest';
import { BSB_DIRECTORY_SAMPLE } from '../../../src/data/bsb-directory-sample.js';
import { BsbFileError, parseBsbFile } from '../../../src/modules/bsb-directory/bsb-file.js';
import { institutionName } from '../../../src/modules/bsb-directory/institution-names.js';

const problemsOf = (text: string): string[] => {
  try {
    parseBsbFile(text);
  } catch (error) {
    if (error instanceof BsbFileError) return error.problems;
    throw error;
  }
  throw new Error('the file was accepted');
};

describe('the BSB directory file', () => {
  it('reads the bundled sample: seventy branches, each BSB as six digits', () => {
    const rows = parseBsbFile(BSB_DIRECTORY_SAMPLE);
    expect(rows).toHaveLength(70);
    expect(rows[0]).toEqual({
      bsb: '062000',
      mnemonic: 'CBA',
      branchName: '48 Martin Place Sydney',
      street: '48 Martin Place',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      paymentFlags: 'PEH',
    });
    expect(rows.every((row) => /^\d{6}$/.test(row.bsb))).toBe(true);
  });

  it('keeps commas and doubled quotes inside quoted fields, and reads unquoted fields and CRLF', () => {
    const rows = parseBsbFile(
      [
        '"032-000","WBC","Sydney Office, 341 George Street","341 George Street","Sydney","NSW","2000","PEH"',
        '"012-001","ANZ","The ""Big"" Branch","1 Pitt St","Sydney","NSW","2000","P H"',
        '083004,NAB,330 Collins Street,Ground Level 330 Collins St,Melbourne,VIC,3000,PEH',
        '',
      ].join('\r\n'),
    );
    expect(rows.map((row) => [row.bsb, row.branchName, row.paymentFlags])).toEqual([
      ['032000', 'Sydney Office, 341 George Street', 'PEH'],
      ['012001', 'The "Big" Branch', 'P H'],
      ['083004', '330 Collins Street', 'PEH'],
    ]);
  });

  it('accepts a header row, and counts it when naming rows', () => {
    const withHeader =
      'BSB,Mnemonic,Branch,Street,Suburb,State,Postcode,Flags\n"062-000","CBA","x","y","Sydney","NSW","2000","PEH"\n';
    expect(parseBsbFile(withHeader)).toHaveLength(1);
    expect(problemsOf(`${withHeader}"06-2000","CBA","x","y","Sydney","NSW","2000","PEH"\n`)).toEqual([
      'Row 3: BSB must be 6 digits (as 062-000 or 062000), found "06-2000".',
    ]);
  });

  it('names every bad row: BSB, a missing field, a duplicate, the column count', () => {
    const good = (bsb: string) => `"${bsb}","CBA","Branch","1 Street","Sydney","NSW","2000","PEH"`;
    const problems = problemsOf(
      [
        good('062-000'),
        '"06200","CBA","Branch","1 Street","Sydney","NSW","2000","PEH"',
        '"062-00A","CBA","Branch","1 Street","Sydney","NSW","2000","PEH"',
        '"062-002","CBA","","1 Street","Sydney","NSW","2000","PEH"',
        good('062-000'),
        '"062-003","CBA","Branch","1 Street","Sydney","NSW","2000"',
        '"062-004","CBA","Branch, "Sydney","1 Street","Sydney","NSW","2000","PEH"',
      ].join('\n'),
    );
    expect(problems).toEqual([
      'Row 2: BSB must be 6 digits (as 062-000 or 062000), found "06200".',
      'Row 3: BSB must be 6 digits (as 062-000 or 062000), found "062-00A".',
      'Row 4: branch name is missing.',
      'Row 5: BSB 062-000 is already on row 1.',
      'Row 6: expected 8 columns (BSB, mnemonic, branch name, street, suburb, state, postcode, payment flags), found 7.',
      'Row 7: unexpected text after a closing quote.',
    ]);
  });

  it('refuses a file with no branches', () => {
    expect(problemsOf('')).toEqual(['The file holds no branches.']);
    expect(problemsOf('BSB,Mnemonic,Branch,Street,Suburb,State,Postcode,Flags\n')).toEqual([
      'The file holds no branches.',
    ]);
  });

  it('lists the first 20 problems of a wrong file and counts the rest', () => {
    const problems = problemsOf(Array.from({ length: 25 }, () => 'not,a,bsb,file').join('\n'));
    expect(problems).toHaveLength(21);
    expect(problems[20]).toBe('… and 5 more problems.');
  });
});

describe('institution names', () => {
  it('maps the mnemonics of the major banks, and keeps an unknown mnemonic as its name', () => {
    expect(institutionName('CBA')).toBe('Commonwealth Bank of Australia');
    expect(institutionName('WBC')).toBe('Westpac Banking Corporation');
    expect(institutionName('NAB')).toBe('National Australia Bank Limited');
    expect(institutionName('ANZ')).toBe('Australia & New Zealand Banking Group Limited');
    expect(institutionName('XYZ')).toBe('XYZ');
    expect(institutionName('toString')).toBe('toString');
  });
});
