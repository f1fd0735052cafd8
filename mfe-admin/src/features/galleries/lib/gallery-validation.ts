import { defineMessages } from 'react-intl';
import { isCategory } from '@market/contracts';
import { inEnglish, type Say } from '@/shared/lib/say';
import { fieldErrorsOf } from '@/shared/lib/field-errors';
import type { GalleryInput } from '../api/galleries-api';

export type GalleryErrors = Partial<Record<keyof GalleryInput, string>>;

export const EMPTY_GALLERY: GalleryInput = { imageTitle: '', category: '', imageUrl: '' };

const messages = defineMessages({
  titleRequired: { id: 'admin.galleries.error.titleRequired', defaultMessage: 'Image title is required' },
  titleTooLong: {
    id: 'admin.galleries.error.titleTooLong',
    defaultMessage: 'Image title must be at most {max} characters',
  },
  categoryRequired: { id: 'admin.galleries.error.categoryRequired', defaultMessage: 'Category is required' },
  categoryUnknown: {
    id: 'admin.galleries.error.categoryUnknown',
    defaultMessage: 'Category must be one of the six categories',
  },
  imageRequired: { id: 'admin.galleries.error.imageRequired', defaultMessage: 'Image is required' },
});

/** The gallery rules: an image title, a category and an uploaded image (messages in `say`'s language). */
export function validateGallery(
  draft: GalleryInput,
  say: Say = inEnglish,
): { errors: GalleryErrors; value?: GalleryInput } {
  const errors: GalleryErrors = {};
  const imageTitle = draft.imageTitle.trim();
  if (!imageTitle) errors.imageTitle = say(messages.titleRequired);
  else if (imageTitle.length > 200) errors.imageTitle = say(messages.titleTooLong, { max: 200 });
  if (!draft.category) errors.category = say(messages.categoryRequired);
  else if (!isCategory(draft.category)) errors.category = say(messages.categoryUnknown);
  if (!draft.imageUrl) errors.imageUrl = say(messages.imageRequired);
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, value: { ...draft, imageTitle } };
}

/** The server's refusal placed on the fields it names. */
export function serverGalleryErrors(error: unknown): GalleryErrors {
  return fieldErrorsOf(error, ['imageTitle', 'category', 'imageUrl']);
}
