import { describe, it, expect } from 'vitest';
import { isValidPersonName } from '../src/validators/names.js';

describe('isValidPersonName', () => {
  it.each(["O'Brien", 'Smith-Jones', 'Mary Anne', 'D`Arcy', 'O’Neil', 'Zoë', 'Nguyễn', 'José'])(
    'accepts %s',
    (name) => {
      expect(isValidPersonName(name)).toBe(true);
    },
  );

  it.each(['Anna1', 'Anna.', 'Anna_', 'Anna@', 'Ann, Lee', '-', "'", '   ', ''])('rejects %j', (name) => {
    expect(isValidPersonName(name)).toBe(false);
  });
});
