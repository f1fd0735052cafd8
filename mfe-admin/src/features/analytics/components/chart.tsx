import { useEffect, useRef, useState } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import { initChart } from './echarts-parts';

/** The theme's colours, read from Bootstrap's variables so a chart follows light and dark mode. */
export interface ChartColors {
  text: string;
  muted: string;
  grid: string;
  /** Text drawn on a series colour. */
  onSeries: string;
  series: [string, string, string, string];
}

function readColors(): ChartColors {
  const style = getComputedStyle(document.documentElement);
  const value = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const dark = document.documentElement.getAttribute('data-bs-theme') === 'dark';
  return {
    text: value('--bs-body-color', dark ? '#dee2e6' : '#212529'),
    muted: value('--bs-secondary-color', dark ? '#adb5bd' : '#6c757d'),
    grid: value('--bs-border-color', dark ? '#495057' : '#dee2e6'),
    onSeries: dark ? '#000' : '#fff',
    // Blue and orange stay apart for the common colour blindnesses, on light and dark.
    series: dark
      ? ['#6ea8fe', '#feb272', '#75b798', '#c29ffa']
      : ['#0d6efd', '#b35900', '#198754', '#6f42c1'],
  };
}

/** The page's colour mode, following the shell's switch (data-bs-theme on <html>). */
function useColorMode(): string {
  const [mode, setMode] = useState(() => document.documentElement.getAttribute('data-bs-theme') ?? 'light');
  useEffect(() => {
    const observer = new MutationObserver(() =>
      setMode(document.documentElement.getAttribute('data-bs-theme') ?? 'light'),
    );
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme'] });
    return () => observer.disconnect();
  }, []);
  return mode;
}

/**
 * One ECharts canvas, sized by its box and redrawn when the option or the colour mode changes
 * (without animation under prefers-reduced-motion). The canvas is hidden from assistive technology: each chart comes with a table of its data.
 */
export function Chart({
  option,
  height = 280,
  testId,
}: {
  option: (colors: ChartColors) => EChartsCoreOption;
  height?: number;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof initChart> | null>(null);
  const mode = useColorMode();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = initChart(element);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // Drawn at once, not grown into place, for a reader who asked the system for less motion.
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    chart.current?.setOption({ ...option(readColors()), ...(still ? { animation: false } : {}) }, true);
  }, [option, mode]);

  return <div ref={box} aria-hidden="true" style={{ height, width: '100%' }} data-testid={testId} />;
}
