import { CATEGORY_NAMES, CATEGORY_SLUGS } from '@market/contracts';

/** The options of a category <select>: an empty choice (e.g. 'All Categories') and the six categories. */
export function CategoryOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {CATEGORY_SLUGS.map((slug) => (
        <option key={slug} value={slug}>
          {CATEGORY_NAMES[slug]}
        </option>
      ))}
    </>
  );
}
