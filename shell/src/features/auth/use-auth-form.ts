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
  /** What ties a field to the form: its value, its error and its change. */
  const bind = <F extends keyof V & K>(key: F) => ({
    value: values[key],
    error: errors[key],
    onChange: field(key),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    if (!(await send(values))) setBusy(false);
  };

  return { values, errors, setErrors, busy, setBusy, field, bind, submit };
}

/**
 * An auth screen with one error, said above its form: `check` answers what is wrong before
 * anything is sent; `send` moves the page on, and what it throws is said (through `failureText`)
 * with the form usable again.
 */
export function useAlertForm(
  check: () => string | undefined,
  send: () => Promise<void>,
  failureText: (failure: unknown) => string,
) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = check();
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await send();
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };

  return { error, busy, submit };
}
