import type { ServiceJson } from '@market/contracts';
import {
  draftFromService,
  emptyServiceDraft,
  validateService,
  withCategory,
  type ServiceDraft,
} from './service-validation';

function validDraft(): ServiceDraft {
  const draft = emptyServiceDraft();
  return {
    ...draft,
    title: '  Logo design  ',
    category: 'graphics-design',
    subCategory: 'logo-design',
    coverImage: '/uploads/abc.png',
    desc: 'A logo',
    shortTitle: 'Logo',
    shortDesc: 'A short one',
    features: ['Vector files', '', ' Source ', ''],
    packages: draft.packages.map((pkg, index) => ({
      ...pkg,
      desc: `${pkg.name} package`,
      deliveryTime: String(index + 2),
      revisionNumber: String(index),
      regularPrice: String((index + 1) * 50),
      salePrice: index === 0 ? '' : String(index * 40),
    })),
  };
}

describe('validateService', () => {
  it('gives every message of the spec for an empty form', () => {
    const { errors, value } = validateService(emptyServiceDraft());
    expect(value).toBeUndefined();
    expect(errors).toMatchObject({
      title: 'Service Title is required',
      category: 'Category is required',
      subCategory: 'Subcategory is required',
      coverImage: 'Cover image is required',
      desc: 'Description is required',
      shortTitle: 'Short Title is required',
      shortDesc: 'Short Description is required',
    });
    for (const index of [0, 1, 2]) {
      expect(errors).toMatchObject({
        [`packages.${index}.desc`]: 'Description is required',
        [`packages.${index}.deliveryTime`]: 'Delivery Time is required',
        [`packages.${index}.revisionNumber`]: 'Revision Number is required',
        [`packages.${index}.regularPrice`]: 'Price must be greater than 0',
      });
      expect(errors[`packages.${index}.salePrice`]).toBeUndefined();
    }
  });

  it('checks the prices of each package', () => {
    const draft = validDraft();
    draft.packages[0] = { ...draft.packages[0], regularPrice: '0', salePrice: '-1' };
    draft.packages[1] = { ...draft.packages[1], regularPrice: '20', salePrice: '25' };
    draft.packages[2] = { ...draft.packages[2], regularPrice: '10.555' };
    const { errors } = validateService(draft);
    expect(errors).toEqual({
      'packages.0.regularPrice': 'Price must be greater than 0',
      'packages.0.salePrice': 'Sale Price must not be negative',
      'packages.1.salePrice': 'Sale Price cannot be greater than Regular Price',
      'packages.2.regularPrice': 'Price must be a number with at most two decimals',
    });
  });

  it('refuses a subcategory of another category', () => {
    const { errors } = validateService({ ...validDraft(), subCategory: 'wordpress' });
    expect(errors).toEqual({ subCategory: 'Subcategory does not belong to the category' });
  });

  it('answers the trimmed value to send: numbers, each feature in its box, an empty sale price as 0', () => {
    const { errors, value } = validateService(validDraft());
    expect(errors).toEqual({});
    expect(value).toMatchObject({
      title: 'Logo design',
      // Box 2 stays empty so 'Source' comes back in box 3; the empty box 4 is not sent.
      features: ['Vector files', '', 'Source'],
      packages: [
        { name: 'basic', deliveryTime: 2, revisionNumber: 0, regularPrice: 50, salePrice: 0 },
        { name: 'standard', deliveryTime: 3, revisionNumber: 1, regularPrice: 100, salePrice: 40 },
        { name: 'premium', deliveryTime: 4, revisionNumber: 2, regularPrice: 150, salePrice: 80 },
      ],
    });
  });
});

describe('withCategory', () => {
  it('clears the subcategory when the category changes, keeps it when the same one is chosen', () => {
    const draft = validDraft();
    expect(withCategory(draft, 'business')).toMatchObject({ category: 'business', subCategory: '' });
    expect(withCategory(draft, 'graphics-design').subCategory).toBe('logo-design');
  });
});

describe('draftFromService', () => {
  it('starts from the stored service with four feature inputs and the packages in order', () => {
    const pkg = (name: 'basic' | 'standard' | 'premium', price: number) => ({
      name,
      desc: name,
      deliveryTime: 3,
      revisionNumber: 1,
      regularPrice: price,
      salePrice: 0,
    });
    const service = {
      _id: 's1',
      userId: 'u1',
      title: 'T',
      category: 'business',
      subCategory: 'sales',
      coverImage: '/uploads/a.png',
      otherImages: [],
      desc: 'D',
      description: 'D',
      shortTitle: 'S',
      shortDesc: 'SD',
      features: ['One'],
      packages: [pkg('premium', 30), pkg('basic', 10), pkg('standard', 20)],
      averageStars: 0,
      starNumber: 0,
      createdAt: '',
    } satisfies ServiceJson;
    const draft = draftFromService(service);
    expect(draft.features).toEqual(['One', '', '', '']);
    expect(draftFromService({ ...service, features: ['', 'Two', '', 'Four'] }).features).toEqual([
      '',
      'Two',
      '',
      'Four',
    ]);
    expect(draft.packages.map((p) => [p.name, p.regularPrice])).toEqual([
      ['basic', '10'],
      ['standard', '20'],
      ['premium', '30'],
    ]);
  });
});
