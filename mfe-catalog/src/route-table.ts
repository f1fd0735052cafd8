import {
  CATEGORY_SLUGS,
  EXPLAINER_VIDEOS_PATH,
  SUBCATEGORY_SLUGS,
  subcategoryPath,
  type RouteDeclaration,
} from '@market/contracts';

const publicRoute = (path: string): RouteDeclaration => ({ path, access: 'public' });
const allSubcategories = CATEGORY_SLUGS.flatMap((category) => SUBCATEGORY_SLUGS[category]);

/** The paths this remote renders (routes.tsx), as the shell and the API read them from remotes.json. */
export const routes: RouteDeclaration[] = [
  ...['/services', '/service-list', '/search', '/blog', '/blog/:id'].map(publicRoute),
  ...CATEGORY_SLUGS.map((category) => publicRoute(`/${category}`)),
  ...CATEGORY_SLUGS.flatMap((category) =>
    SUBCATEGORY_SLUGS[category].map((sub) => publicRoute(subcategoryPath(category, sub))),
  ),
  publicRoute(EXPLAINER_VIDEOS_PATH),
  publicRoute(`/:subcategory(${allSubcategories.join('|')})/:id`),
];
