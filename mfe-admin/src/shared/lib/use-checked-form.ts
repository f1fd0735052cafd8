import { useState, type FormEvent } from 'react';
import { useErrorText } from '@market/ui';

export interface CheckedFormOptions<Value, Errors> {
  /** The form's rules on what is typed: the errors by field, and the value to send when there are none. */
  check: () => { errors: Errors; value?: Value };
  /** Sends the value; a rejection keeps everything typed and shows why. */
  send: (value: Value) => Promise<void>;
  /** The server's refusal, by field. */
  serverErrors: (error: unknown) => Errors;
  /** The alert above the form when the server refuses without a message of its own. */
  failureText: string;
  /** Whether a refusal also gets that alert (always, unless this says otherwise for its field errors). */
  alertWhen?: (refused: Errors) => boolean;
  /** After a check that found errors (nothing was sent). */
  onInvalid?: (errors: Errors) => void;
  /** After the server refused. */
  onRefused?: (refused: Errors) => void;
}

export interface CheckedForm<Errors> {
  errors: Errors;
  /** Forgets these fields' errors (the person is changing them). */
  clear: (...keys: (keyof Errors)[]) => void;
  /** The alert above the form, if any. */
  formError: string | null;
  /** While the value is on its way (the submit button waits). */
  sending: boolean;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * An admin form's submit: the rules first (nothing goes out while a field is wrong), then the send,
 * with the server's refusal shown by field and above the form, and what was typed kept.
 */
export function useCheckedForm<Value, Errors extends object>(
  options: CheckedFormOptions<Value, Errors>,
): CheckedForm<Errors> {
  const errorText = useErrorText();
  const [errors, setErrors] = useState<Errors>(() => ({}) as Errors);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = options.check();
    setErrors(checked.errors);
    setFormError(null);
    if (!checked.value) {
      options.onInvalid?.(checked.errors);
      return;
    }
    setSending(true);
    try {
      await options.send(checked.value);
    } catch (error) {
      const refused = options.serverErrors(error);
      setErrors(refused);
      if (options.alertWhen?.(refused) ?? true) setFormError(errorText(error, options.failureText));
      options.onRefused?.(refused);
    } finally {
      setSending(false);
    }
  }

  function clear(...keys: (keyof Errors)[]) {
    setErrors((current) => {
      if (!keys.some((key) => current[key])) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }

  return { errors, clear, formError, sending, submit };
}
