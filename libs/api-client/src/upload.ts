import { API_PREFIX, ApiError, apiRequest, wordable } from './http-client';
import type { OrderFileJson } from '@market/contracts';

/** Sends one file to POST /api/uploads and answers its public URL (`secure_url`). */
export async function uploadFile(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  try {
    const answer = await apiRequest<{ secure_url?: string }>('/uploads', { method: 'POST', body: form });
    if (!answer?.secure_url) throw new Error('File upload failed');
    return answer.secure_url;
  } catch {
    throw new Error('File upload failed');
  }
}

/**
 * Sends one file to a multipart endpoint (field `file`) reporting progress from 0 to 1. fetch
 * cannot report upload progress, hence XMLHttpRequest; errors are ApiErrors as elsewhere.
 */
export function uploadWithProgress<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}${path}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as T);
        return;
      }
      const payload = (body ?? {}) as { message?: unknown; code?: unknown };
      void wordable(
        new ApiError(
          typeof payload.message === 'string' ? payload.message : 'File upload failed',
          xhr.status,
          typeof payload.code === 'string' ? payload.code : undefined,
        ),
      ).then(reject);
    };
    xhr.onerror = () => reject(new ApiError('File upload failed', 0));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** A private file of an order (visible to its buyer and the seller's staff only), sent with progress. */
export function uploadOrderFile(
  orderId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<OrderFileJson> {
  return uploadWithProgress<OrderFileJson>(`/orders/${encodeURIComponent(orderId)}/files`, file, onProgress);
}
