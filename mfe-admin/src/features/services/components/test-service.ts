/** A service as the admin list receives it, for the list's tests: what the list does not show is empty. */
export function listedService(id: string, fields: Record<string, unknown> = {}) {
  return {
    _id: id,
    title: `Service ${id}`,
    desc: 'Text',
    description: 'Text',
    category: 'business',
    subCategory: 'sales',
    shortTitle: '',
    shortDesc: '',
    coverImage: '',
    otherImages: [],
    features: [],
    packages: [],
    createdAt: '',
    ...fields,
  };
}
