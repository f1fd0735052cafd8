import { defineMessages, type MessageDescriptor } from 'react-intl';

// Plain descriptors: the values are checked by the catalogs' ICU, not by the inferred types.
type Plain<T> = { [K in keyof T]: MessageDescriptor };

/** The blog form's texts: the English tab's fields, whose labels the other languages' tabs repeat. */
const formDescriptors = defineMessages({
  title: { id: 'admin.blogForm.title', defaultMessage: 'Blog Title' },
  description: { id: 'admin.blogForm.description', defaultMessage: 'Description' },
  images: { id: 'admin.blogForm.images', defaultMessage: 'Images' },
  imagesHelp: {
    id: 'admin.blogForm.imagesHelp',
    defaultMessage: 'One or more images (JPEG, PNG, WebP, GIF, up to 5 MB each).',
  },
  saving: { id: 'admin.blogForm.saving', defaultMessage: 'Saving…' },
});
export const formMessages = formDescriptors as Plain<typeof formDescriptors>;

/** The language tabs of the blog form. */
