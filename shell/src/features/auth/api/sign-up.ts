import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from '@market/router';
import { ApiError, apiRequest, authStore, withErrorFallback } from '@market/api-client';
import { errorTextIn, toast } from '@market/ui';
import { AFTER_SIGN_UP_PATH } from '@/routing';
import { SIGN_IN_MESSAGES, signedInUser, signIn } from './sign-in';

export interface SignUpValues {
  username: string;
  email: string;
  password: string;
  country: string;
  picture: File | null;
}

export const REGISTER_FALLBACK = 'An unknown error occurred during registration.';

const messages = defineMessages({
  uploadFailed: { id: 'shell.auth.pictureUploadFailed', defaultMessage: 'Error uploading image' },
  failed: { id: 'shell.auth.signUpFailed', defaultMessage: 'Sign Up failed. Please try again.' },
});

/**
 * POST /api/auth/register as multipart, the optional picture in `file`. Rejects with the
 * server's error when it sent a message, else with REGISTER_FALLBACK.
 */
export function registerAccount(values: SignUpValues): Promise<unknown> {
  const form = new FormData();
  form.append('username', values.username);
  form.append('email', values.email);
  form.append('password', values.password);
  form.append('country', values.country);
  if (values.picture) form.append('file', values.picture);
  return withErrorFallback(apiRequest('/auth/register', { method: 'POST', body: form }), REGISTER_FALLBACK);
}

function isPictureError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    Boolean(error.fields?.file || error.fields?.img || error.code?.startsWith('UPLOAD'))
  );
}

const FIELDS = ['username', 'email', 'password', 'country'] as const;
export type SignUpFieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

/** The server's refusals of the typed fields (a taken name, a common password), to show at them. */
function fieldErrorsOf(error: unknown, intl: IntlShape): SignUpFieldErrors {
  const found: SignUpFieldErrors = {};
  if (!(error instanceof ApiError)) return found;
  if (error.code === 'USER.USERNAME_TAKEN') found.username = errorTextIn(intl, error, error.message);
  if (error.code === 'USER.EMAIL_TAKEN') found.email = errorTextIn(intl, error, error.message);
  for (const field of FIELDS) if (error.fields?.[field]) found[field] = error.fields[field];
  return found;
}

/**
 * Registration does not sign in, so the sign-up flow signs in next and goes to /services. A refusal
 * of a typed field goes to `onFieldErrors`, to be said at the field; any other is a toast.
 */
export function useSignUp(onFieldErrors: (errors: SignUpFieldErrors) => void) {
  const navigate = useNavigate();
  const intl = useIntl();
  return async (values: SignUpValues): Promise<boolean> => {
    try {
      await registerAccount(values);
    } catch (error) {
      const fields = fieldErrorsOf(error, intl);
      if (Object.keys(fields).length > 0 && !isPictureError(error)) {
        onFieldErrors(fields);
        return false;
      }
      toast.error(
        isPictureError(error)
          ? intl.formatMessage(messages.uploadFailed)
          : errorTextIn(intl, error, intl.formatMessage(messages.failed)),
      );
      return false;
    }
    try {
      authStore.set(signedInUser(await signIn({ username: values.username, password: values.password })));
      toast.success(intl.formatMessage(SIGN_IN_MESSAGES.signedIn));
      navigate(AFTER_SIGN_UP_PATH, { replace: true });
      return true;
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(SIGN_IN_MESSAGES.failed)));
      return false;
    }
  };
}
