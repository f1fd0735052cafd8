import { changeOf, customPeriod, presetPeriod, thisWeek } from './periods';

describe('analytics periods', () => {
  const now = new Date(2026, 2, 11, 15, 0); // Wednesday 11 March 2026, local time

  it('names the presets ending today', () => {
    expect(presetPeriod('7', now)).toEqual({ from: '2026-03-05', to: '2026-03-11' });
    expect(presetPeriod('30', now)).toEqual({ from: '2026-02-10', to: '2026-03-11' });
    expect(presetPeriod('month', now)).toEqual({ from: '2026-03-01', to: '2026-03-11' });
    expect(thisWeek(now)).toEqual({ from: '2026-03-09', to: '2026-03-11' });
  });

  it('accepts only a real custom period', () => {
    expect(customPeriod('2026-03-01', '2026-03-05')).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    expect(customPeriod('2026-03-05', '2026-03-01')).toBeUndefined();
    expect(customPeriod('2020-01-01', '2026-01-01')).toBeUndefined();
    expect(customPeriod('x', '2026-03-01')).toBeUndefined();
  });

  it('computes the change, none when nothing came before', () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(0, 0)).toBe(0);
    expect(changeOf(5, 0)).toBeNull();
  });
});
