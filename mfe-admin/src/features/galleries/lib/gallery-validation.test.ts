import { EMPTY_GALLERY, validateGallery } from './gallery-validation';

describe('validateGallery', () => {
  it('gives the three messages of the spec for an empty form', () => {
    expect(validateGallery(EMPTY_GALLERY)).toEqual({
      errors: {
        imageTitle: 'Image title is required',
        category: 'Category is required',
        imageUrl: 'Image is required',
      },
    });
  });

  it('refuses a category outside the six and answers the trimmed value otherwise', () => {
    const draft = { imageTitle: '  Sunset ', category: 'cooking', imageUrl: '/uploads/a.png' };
    expect(validateGallery(draft).errors).toEqual({ category: 'Category must be one of the six categories' });
    expect(validateGallery({ ...draft, category: 'business' }).value).toEqual({
      imageTitle: 'Sunset',
      category: 'business',
      imageUrl: '/uploads/a.png',
    });
  });
});
