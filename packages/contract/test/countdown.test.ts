import { describe, it, expect } from 'vitest';
import { formatResendCountdown } from '../src/formatters/countdown.js';

describe('formatResendCountdown', () => {
  it('writes m:ss', () => {
    expect(formatResendCountdown(60)).toBe('1:00');
    expect(formatResendCountdown(59)).toBe('0:59');
    expect(formatResendCountdown(5)).toBe('0:05');
    expect(formatResendCountdown(125)).toBe('2:05');
    expect(formatResendCountdown(600)).toBe('10:00');
  });

  it('rounds part seconds up so the button never reads 0:00 while disabled', () => {
    expect(formatResendCountdown(0.2)).toBe('0:01');
    expect(formatResendCountdown(59.1)).toBe('1:00');
  });

  it('reads 0:00 at and past the end, and for nonsense', () => {
    expect(formatResendCountdown(0)).toBe('0:00');
    expect(formatResendCountdown(-3)).toBe('0:00');
    expect(formatResendCountdown(Number.NaN)).toBe('0:00');
  });
});
