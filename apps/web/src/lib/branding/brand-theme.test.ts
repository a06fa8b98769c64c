import { describe, expect, it } from 'vitest';
import type { ColorSchema } from '@portal/contract';
import { createBrandTheme } from './brand-theme';

const colors: ColorSchema = {
  primary: '#1f4e79',
  primary_text: '#ffffff',
  secondary: '#f2c14e',
  secondary_text: '#111111',
  background: '#f7f7f5',
  surface: '#ffffff',
  text: '#1a1a1a',
};

describe('the brand theme and motion', () => {
  it('moves as MUI does by default', () => {
    const theme = createBrandTheme(colors);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.transitions.create('opacity')).toContain('opacity');
  });

  it('draws no transition for a person who asked for reduced motion', () => {
    const theme = createBrandTheme(colors, { reduceMotion: true });
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(Object.values(theme.transitions.duration).every((ms) => ms === 0)).toBe(true);
  });
});
