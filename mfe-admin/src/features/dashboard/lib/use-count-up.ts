import { useEffect, useState } from 'react';

/** The dashboard counters animate in about 100 steps every 50 ms. */
export const COUNT_UP_STEPS = 100;
export const COUNT_UP_INTERVAL_MS = 50;

/** The value shown at `step` of `steps` on the way from 0 to `target` (whole numbers, ends exactly on target). */
export function countAt(target: number, step: number, steps = COUNT_UP_STEPS): number {
  if (step >= steps) return target;
  return Math.floor((target * step) / steps);
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Counts from 0 up to `target` once it is known (null: not yet). People who ask the system for
 * reduced motion see the final number at once.
 */
export function useCountUp(
  target: number | null,
  steps = COUNT_UP_STEPS,
  intervalMs = COUNT_UP_INTERVAL_MS,
): number {
  const [step, setStep] = useState(0);
  const reduced = prefersReducedMotion();
  useEffect(() => {
    if (target === null || reduced) return;
    setStep(0);
    let current = 0;
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= steps) clearInterval(timer);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [target, reduced, steps, intervalMs]);
  if (target === null) return 0;
  return reduced ? target : countAt(target, step, steps);
}
