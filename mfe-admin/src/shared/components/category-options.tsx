import { useCategoryName } from '@market/ui';
import { CATEGORY_SLUGS } from '@market/contracts';

/** A category's name in the reader's language (the shared taxonomy; an unknown slug as it is). */
export function CategoryName({ slug }: { slug: string }) {
  const categoryName = useCategoryName();
  return <>{categoryName(slug)}</>;
}

/** The options of a category <select>: an empty choice (e.g. 'All Categories') and the six categories. */
export function CategoryOptions({ emptyLabel }: { emptyLabel: string }) {
  const categoryName = useCategoryName();
  return (
    <>
      <option value="">{emptyLabel}</option>
      {CATEGORY_SLUGS.map((slug) => (
        <option key={slug} value={slug}>
          {categoryName(slug)}
        </option>
      ))}
    </>
  );
}
