import { useEffect } from 'react';
import { apiRequest } from '@market/api-client';
import type { DataExportJson } from '@market/contracts';
import { useLoad } from '@market/ui';

/** How often the list is asked again while an export is being prepared. */
export const EXPORT_POLL_MS = 3000;

export function requestExport(): Promise<Pick<DataExportJson, '_id' | 'status'>> {
  return apiRequest('/me/exports', { method: 'POST' });
}

const listExports = () => apiRequest<DataExportJson[]>('/me/exports', { background: true });

/** The person's exports, newest first, asked again every few seconds while the newest is pending. */
export function useExports() {
  const { state, reload } = useLoad('my-exports', listExports);
  const pending = state.status === 'ready' && state.data[0]?.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(reload, EXPORT_POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, state, reload]);
  return { state, reload };
}
