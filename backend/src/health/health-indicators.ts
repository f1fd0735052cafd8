/** Other modules register a named check here (e.g. 'redis', 'queue') for GET /api/health. */
export const HEALTH_INDICATORS = Symbol('HEALTH_INDICATORS');
export type HealthIndicators = Map<string, () => Promise<unknown>>;
