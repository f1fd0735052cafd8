import { ApiError } from '@market/api-client';
import { isCategory } from '@market/contracts';
import type { GalleryInput } from './api/galleries-api';

export type GalleryErrors = Partial<Record<keyof GalleryInput, string>>;

export const EMPTY_GALLERY: GalleryInput = { imageTitle: '', category: '', imageUrl: '' };

/** The gallery rules of spec §5. */
export function validateGallery(draft: GalleryInput): { errors: GalleryErrors; value?: GalleryInput } {
  const errors: GalleryErrors = {};
  const imageTitle = draft.imageTitle.trim();
  if (!imageTitle) errors.imageTitle = 'Image title is required';
  else if (imageTitle.length > 200) errors.imageTitle = 'Image title must be at most 200 characters';
  if (!draft.category) errors.category = 'Category is required';
  else if (!isCategory(draft.category)) errors.category = 'Category must be one of the six categories';
  if (!draft.imageUrl) errors.imageUrl = 'Image is required';
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, value: { ...draft, imageTitle } };
}

export function serverGalleryErrors(error: unknown): GalleryErrors {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const errors: GalleryErrors = {};
  const fields = error.fields as Record<string, string | string[]>;
  for (const key of ['imageTitle', 'category', 'imageUrl'] as const) {
    const message = fields[key];
    const first = Array.isArray(message) ? message[0] : message;
    if (typeof first === 'string' && first) errors[key] = first;
  }
  return errors;
}
