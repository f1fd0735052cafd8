import { defineMessages, type MessageDescriptor } from 'react-intl';

// Plain descriptors: the values are checked by the catalogs' ICU, not by the inferred types.
type Plain<T> = { [K in keyof T]: MessageDescriptor };

/** The service form's texts: the English tab's fields, whose labels the other languages' tabs repeat. */
const formDescriptors = defineMessages({
  fixFields: { id: 'admin.serviceForm.fixFields', defaultMessage: 'Please correct the fields marked below.' },
  heading: { id: 'admin.serviceForm.heading', defaultMessage: 'Service' },
  title: { id: 'admin.serviceForm.title', defaultMessage: 'Service Title' },
  category: { id: 'admin.serviceForm.category', defaultMessage: 'Category' },
  selectCategory: { id: 'admin.serviceForm.selectCategory', defaultMessage: 'Select a category' },
  subcategory: { id: 'admin.serviceForm.subcategory', defaultMessage: 'Subcategory' },
  selectSubcategory: { id: 'admin.serviceForm.selectSubcategory', defaultMessage: 'Select a subcategory' },
  categoryFirst: { id: 'admin.serviceForm.categoryFirst', defaultMessage: 'Choose a category first' },
  cover: { id: 'admin.serviceForm.cover', defaultMessage: 'Cover image' },
  coverHelp: {
    id: 'admin.serviceForm.coverHelp',
    defaultMessage: 'An image (JPEG, PNG, WebP, GIF, up to 5 MB) or a video (MP4, WebM, up to 50 MB).',
  },
  otherImages: { id: 'admin.serviceForm.otherImages', defaultMessage: 'Other images (optional)' },
  otherImagesHelp: { id: 'admin.serviceForm.otherImagesHelp', defaultMessage: 'Up to 10 images.' },
  description: { id: 'admin.serviceForm.description', defaultMessage: 'Description' },
  shortTitle: { id: 'admin.serviceForm.shortTitle', defaultMessage: 'Short Title' },
  shortDesc: { id: 'admin.serviceForm.shortDesc', defaultMessage: 'Short Description' },
  features: { id: 'admin.serviceForm.features', defaultMessage: 'Features' },
  featuresHelp: {
    id: 'admin.serviceForm.featuresHelp',
    defaultMessage: 'Optional: up to four short selling points.',
  },
  feature: { id: 'admin.serviceForm.feature', defaultMessage: 'Feature {n}' },
  requirements: { id: 'admin.serviceForm.requirements', defaultMessage: 'Requirements' },
  question: { id: 'admin.serviceForm.question', defaultMessage: 'Question {n}' },
  requirementsHelp: {
    id: 'admin.serviceForm.requirementsHelp',
    defaultMessage: 'Optional: up to {max} questions the buyer answers before the work starts.',
  },
  answer: { id: 'admin.serviceForm.answer', defaultMessage: 'Answer' },
  answerText: { id: 'admin.serviceForm.answerText', defaultMessage: 'Text' },
  answerFile: { id: 'admin.serviceForm.answerFile', defaultMessage: 'File' },
  required: { id: 'admin.serviceForm.required', defaultMessage: 'Required' },
  removeQuestion: { id: 'admin.serviceForm.removeQuestion', defaultMessage: 'Remove question {n}' },
  remove: { id: 'admin.serviceForm.remove', defaultMessage: 'Remove' },
  addQuestion: { id: 'admin.serviceForm.addQuestion', defaultMessage: 'Add a question' },
  packages: { id: 'admin.serviceForm.packages', defaultMessage: 'Packages' },
  packageLegend: {
    id: 'admin.serviceForm.packageLegend',
    defaultMessage:
      '{name, select, basic {Basic} standard {Standard} premium {Premium} other {{name}}} package',
  },
  deliveryTime: { id: 'admin.serviceForm.deliveryTime', defaultMessage: 'Delivery Time' },
  days: { id: 'admin.serviceForm.days', defaultMessage: 'days' },
  revisionNumber: { id: 'admin.serviceForm.revisionNumber', defaultMessage: 'Revision Number' },
  regularPrice: { id: 'admin.serviceForm.regularPrice', defaultMessage: 'Regular Price' },
  salePrice: { id: 'admin.serviceForm.salePrice', defaultMessage: 'Sale Price' },
  saving: { id: 'admin.serviceForm.saving', defaultMessage: 'Saving…' },
  waitUpload: { id: 'admin.serviceForm.waitUpload', defaultMessage: 'Waiting for the upload to finish…' },
});

export const formMessages = formDescriptors as Plain<typeof formDescriptors>;

/** The language tabs of the service form. */
const translationDescriptors = defineMessages({
  packageDesc: {
    id: 'admin.serviceTranslations.packageDesc',
    defaultMessage:
      '{name, select, basic {Basic} standard {Standard} premium {Premium} other {{name}}} package description',
  },
});
export const translationMessages = translationDescriptors as Plain<typeof translationDescriptors>;
