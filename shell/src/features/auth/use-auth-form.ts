import { useState, type FormEvent } from 'react';
import { useFieldErrors } from '@market/ui';
import { hasErrors } from './validation';

/**
 * An auth screen's form: its values, its field errors (checked on submit, then as fields change)
 * and the busy state while it is sent. `send` answers whether the screen is done: the form then
 * stays busy while the page moves on; otherwise it is usable again.
 */
export function useAuthForm<V extends object, K extends string>(
  initial: V,
  validate: (values: V) => Partial<Record<K, string>>,
  send: (values: V) => Promise<boolean>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useFieldErrors(values, validate);
  const [busy, setBusy] = useState(false);
  const field =
    <F extends keyof V>(key: F) =>
    (value: V[F]) =>
      setValues((old) => ({ ...old, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    if (!(await send(values))) setBusy(false);
  };

  return { values, errors, setErrors, busy, setBusy, field, submit };
}
