import { fieldErrorsOf } from '@/shared/lib/field-errors';
import type { BlogInput } from '../api/blogs-api';

export interface BlogDraft {
  title: string;
  description: string;
  images: string[];
}

export type BlogErrors = Partial<Record<keyof BlogDraft, string>>;

export const EMPTY_BLOG: BlogDraft = { title: '', description: '', images: [] };

/**
 * The blog rules, the same on add and edit: a title, a description and at least one image. Edit keeps the image rule too: the
 * server refuses an empty image list, and a blog without images has nothing to show in lists.
 */
export function validateBlog(draft: BlogDraft): { errors: BlogErrors; value?: BlogInput } {
  const errors: BlogErrors = {};
  const title = draft.title.trim();
  const description = draft.description.trim();
  if (!title) errors.title = 'Blog Title is required';
  else if (title.length > 200) errors.title = 'Blog Title must be at most 200 characters';
  if (!description) errors.description = 'Description is required';
  else if (description.length > 50_000) errors.description = 'Description must be at most 50000 characters';
  if (draft.images.length === 0) errors.images = 'At least one image is required';
  else if (draft.images.length > 20) errors.images = 'At most 20 images';
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, value: { title, description, images: draft.images } };
}

/** The server's refusal placed on the fields it names. */
export function serverBlogErrors(error: unknown): BlogErrors {
  return fieldErrorsOf(error, ['title', 'description', 'images']);
}
