import { useCallback, useState } from 'react';

type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * A form's field errors. `show` sets them (on submit, or from the server's answer); afterwards a
 * field that showed an error is checked as it changes: unchanged, its error stays; changed, it
 * shows what `validate` finds now, so the error leaves as soon as the field is valid. Fields that
 * showed no error gain none before the next submit. `values` is keyed like the errors.
 */
export function useFieldErrors<V extends object, K extends string>(
  values: V,
  validate: (values: V) => Errors<K>,
): [Errors<K>, (errors: Errors<K>) => void] {
  const [shown, setShown] = useState<{ errors: Errors<K>; at: V }>({ errors: {}, at: values });
  const show = useCallback((errors: Errors<K>) => setShown({ errors, at: values }), [values]);
  const keys = (Object.keys(shown.errors) as K[]).filter((key) => shown.errors[key]);
  if (keys.length === 0) return [shown.errors, show];
  const now = validate(values);
  const errors: Errors<K> = {};
  for (const key of keys) {
    const field = key as unknown as keyof V;
    const message = Object.is(values[field], shown.at[field]) ? shown.errors[key] : now[key];
    if (message) errors[key] = message;
  }
  return [errors, show];
}
