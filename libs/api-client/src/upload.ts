import { apiRequest } from './http-client';

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
