import { createIntl, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { fieldErrorsOf } from '@/shared/lib/field-errors';
import type { BlogInput } from '../api/blogs-api';

export interface BlogDraft {
  title: string;
  description: string;
  images: string[];
}

export type BlogErrors = Partial<Record<keyof BlogDraft, string>>;

export const EMPTY_BLOG: BlogDraft = { title: '', description: '', images: [] };

const descriptors = defineMessages({
  titleRequired: { id: 'admin.blogRules.titleRequired', defaultMessage: 'Blog Title is required' },
  titleTooLong: {
    id: 'admin.blogRules.titleTooLong',
    defaultMessage: 'Blog Title must be at most {max} characters',
  },
  descRequired: { id: 'admin.blogRules.descRequired', defaultMessage: 'Description is required' },
  descTooLong: {
    id: 'admin.blogRules.descTooLong',
    defaultMessage: 'Description must be at most {max} characters',
  },
  imageRequired: { id: 'admin.blogRules.imageRequired', defaultMessage: 'At least one image is required' },
  tooManyImages: { id: 'admin.blogRules.tooManyImages', defaultMessage: 'At most {max} images' },
});
// Plain descriptors: the values are checked by the catalogs' ICU, not by the inferred types.
const rules = descriptors as { [K in keyof typeof descriptors]: MessageDescriptor };

/** Writes a rule's message: the form passes the page's `formatMessage`; English without one. */
export type FormatRule = (descriptor: MessageDescriptor, values?: Record<string, string>) => string;

let english: IntlShape | undefined;
const englishRule: FormatRule = (descriptor, values) =>
  (english ??= createIntl({ locale: 'en', defaultLocale: 'en' })).formatMessage(descriptor, values);

/**
 * The blog rules, the same on add and edit: a title, a description and at least one image. Edit keeps the image rule too: the
 * server refuses an empty image list, and a blog without images has nothing to show in lists. The messages are in the language
 * of `t` (English without it); limits stay as written (50000), as the server's messages write them.
 */
export function validateBlog(
  draft: BlogDraft,
  t: FormatRule = englishRule,
): { errors: BlogErrors; value?: BlogInput } {
  const errors: BlogErrors = {};
  const title = draft.title.trim();
  const description = draft.description.trim();
  if (!title) errors.title = t(rules.titleRequired);
  else if (title.length > 200) errors.title = t(rules.titleTooLong, { max: '200' });
  if (!description) errors.description = t(rules.descRequired);
  else if (description.length > 50_000) errors.description = t(rules.descTooLong, { max: '50000' });
  if (draft.images.length === 0) errors.images = t(rules.imageRequired);
  else if (draft.images.length > 20) errors.images = t(rules.tooManyImages, { max: '20' });
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, value: { title, description, images: draft.images } };
}

/** The server's refusal placed on the fields it names. */
export function serverBlogErrors(error: unknown): BlogErrors {
  return fieldErrorsOf(error, ['title', 'description', 'images']);
}
