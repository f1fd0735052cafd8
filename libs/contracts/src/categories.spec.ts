import {
  CATEGORY_SLUGS,
  SUBCATEGORY_SLUGS,
  classifyTwoSegmentPath,
  subcategoryName,
  subcategoryPath,
  categoryOfSubcategory,
  EXPLAINER_VIDEOS_PATH,
} from './categories';

describe('category catalogue', () => {
  it('holds the six categories and 111 subcategories with the spec counts', () => {
    expect(CATEGORY_SLUGS).toHaveLength(6);
    expect(CATEGORY_SLUGS.map((c) => SUBCATEGORY_SLUGS[c].length)).toEqual([19, 33, 17, 19, 11, 12]);
    const all = CATEGORY_SLUGS.flatMap((c) => SUBCATEGORY_SLUGS[c]);
    expect(new Set(all).size).toBe(111);
    expect(all).toContain('t-shirt-marchandise');
  });

  it('gives readable names', () => {
    expect(subcategoryName('logo-design')).toBe('Logo Design');
    expect(subcategoryName('ios-app-development')).toBe('iOS App Development');
    expect(subcategoryName('3d-architecture')).toBe('3D Architecture');
    expect(subcategoryName('t-shirt-marchandise')).toBe('T-Shirt & Merchandise');
  });

  it('tells a category path from a service path', () => {
    expect(classifyTwoSegmentPath('graphics-design', 'logo-design')).toEqual({
      kind: 'subcategory',
      category: 'graphics-design',
      subcategory: 'logo-design',
    });
    expect(classifyTwoSegmentPath('video-Animation', 'video-editing').kind).toBe('subcategory');
    expect(classifyTwoSegmentPath('logo-design', 'abc')).toEqual({
      kind: 'service',
      subcategory: 'logo-design',
      serviceId: 'abc',
    });
    expect(classifyTwoSegmentPath('nope', 'abc').kind).toBe('unknown');
    expect(classifyTwoSegmentPath('digital-marketing', 'video-editing').kind).toBe('unknown');
    expect(subcategoryPath('video-animation', 'video-editing')).toBe('/video-Animation/video-editing');
    expect(categoryOfSubcategory('wordpress')).toBe('programming-tech');
  });

  it('lists explainer videos under /digital-marketing, where the spec links its card', () => {
    expect(EXPLAINER_VIDEOS_PATH).toBe('/digital-marketing/explainer-videos');
    expect(classifyTwoSegmentPath('digital-marketing', 'explainer-videos')).toEqual({
      kind: 'subcategory',
      category: 'video-animation',
      subcategory: 'explainer-videos',
    });
  });
});
