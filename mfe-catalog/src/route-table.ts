import { CATEGORY_SLUGS, SUBCATEGORY_SLUGS, type RouteDeclaration } from '@market/contracts';

const publicRoute = (path: string): RouteDeclaration => ({ path, access: 'public' });
const category = `:category(${CATEGORY_SLUGS.join('|')})`;
const subcategory = `:subcategory(${CATEGORY_SLUGS.flatMap((slug) => SUBCATEGORY_SLUGS[slug]).join('|')})`;

/**
 * The paths this remote renders (routes.tsx), as the shell and the API read them from remotes.json.
 * Choices match in any letter case: the page moves another spelling to its canonical path.
 */
export const routes: RouteDeclaration[] = [
  ...['/services', '/service-list', '/search', '/blog', '/blog/:id'].map(publicRoute),
  publicRoute(`/${category}`),
  // A subcategory's list (a subcategory under another category is the not-found page).
  publicRoute(`/${category}/${subcategory}`),
  publicRoute(`/${subcategory}/:id`),
];
