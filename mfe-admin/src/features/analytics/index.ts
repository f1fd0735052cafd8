import { lazy } from 'react';

/** The screen and its charts load only when /admin/analytics is opened. */
export const AnalyticsPage = lazy(() => import('./components/analytics-page'));
export { WeekPanel } from './components/week-panel';
