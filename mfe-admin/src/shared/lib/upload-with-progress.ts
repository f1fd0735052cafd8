import { API_PREFIX, ApiError, authStore, wordable } from '@market/api-client';

/** The fraction of the file sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

export const UPLOAD_FAILED = 'File upload failed';
const FAILED = UPLOAD_FAILED;

function messageFrom(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string' && body.message) {
      return new ApiError(body.message, status, typeof body.code === 'string' ? body.code : undefined);
    }
  } catch {
    // Not JSON (a proxy's error page): the generic message below.
  }
  return new ApiError(FAILED, status);
}

/**
 * Sends one file to POST /api/uploads and answers its public URL (`secure_url`), reporting the
 * bytes sent as it goes. XMLHttpRequest, because fetch cannot report upload progress; otherwise
 * it behaves like `uploadFile` of @market/api-client (same-origin cookies, a 401 signs out).
 */
export function uploadWithProgress(
  file: File,
  onProgress: UploadProgress,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}/uploads`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) authStore.clear();
      if (xhr.status < 200 || xhr.status >= 300) {
        void wordable(messageFrom(xhr.status, xhr.responseText)).then(reject);
        return;
      }
      try {
        const url = (JSON.parse(xhr.responseText) as { secure_url?: unknown }).secure_url;
        if (typeof url !== 'string' || !url) throw new Error(FAILED);
        onProgress(1);
        resolve(url);
      } catch {
        reject(new Error(FAILED));
      }
    };
    xhr.onerror = () => reject(new Error(FAILED));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
