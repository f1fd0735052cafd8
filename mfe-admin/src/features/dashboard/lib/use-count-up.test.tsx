import { act, render, screen } from '@testing-library/react';
import { countAt, useCountUp } from './use-count-up';

function Counter({ target }: { target: number | null }) {
  return <output>{useCountUp(target)}</output>;
}

describe('countAt', () => {
  it('rises from 0 to the target in whole numbers and ends exactly on it', () => {
    expect(countAt(250, 0)).toBe(0);
    expect(countAt(250, 1)).toBe(2);
    expect(countAt(250, 50)).toBe(125);
    expect(countAt(250, 99)).toBe(247);
    expect(countAt(250, 100)).toBe(250);
    expect(countAt(7, 100)).toBe(7);
    expect(countAt(0, 40)).toBe(0);
  });

  it('never goes down between steps', () => {
    const values = Array.from({ length: 101 }, (_, step) => countAt(37, step));
    expect(values.every((value, i) => i === 0 || value >= values[i - 1])).toBe(true);
  });
});

describe('useCountUp', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    jest.useRealTimers();
  });

  it('counts up in 100 steps of 50 ms', () => {
    jest.useFakeTimers();
    render(<Counter target={200} />);
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => jest.advanceTimersByTime(50 * 25));
    expect(screen.getByRole('status').textContent).toBe('50');
    act(() => jest.advanceTimersByTime(50 * 74));
    expect(screen.getByRole('status').textContent).toBe('198');
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByRole('status').textContent).toBe('200');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status').textContent).toBe('200');
  });

  it('shows 0 until the target is known', () => {
    jest.useFakeTimers();
    const { rerender } = render(<Counter target={null} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('0');
    rerender(<Counter target={10} />);
    act(() => jest.advanceTimersByTime(50 * 100));
    expect(screen.getByRole('status').textContent).toBe('10');
  });

  it('shows the final number at once when reduced motion is asked for', () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    render(<Counter target={42} />);
    expect(screen.getByRole('status').textContent).toBe('42');
  });
});
