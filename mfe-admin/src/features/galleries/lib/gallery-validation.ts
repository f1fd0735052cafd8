import { isCategory } from '@market/contracts';
import { fieldErrorsOf } from '@/shared/lib/field-errors';
import type { GalleryInput } from '../api/galleries-api';

export type GalleryErrors = Partial<Record<keyof GalleryInput, string>>;

export const EMPTY_GALLERY: GalleryInput = { imageTitle: '', category: '', imageUrl: '' };

/** The gallery rules: an image title, a category and an uploaded image. */
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

/** The server's refusal placed on the fields it names. */
export function serverGalleryErrors(error: unknown): GalleryErrors {
  return fieldErrorsOf(error, ['imageTitle', 'category', 'imageUrl']);
}
