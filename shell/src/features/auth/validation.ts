import { defineMessages, type MessageDescriptor, type IntlShape } from 'react-intl';
import { COUNTRIES, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_PATTERN } from '@market/contracts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const messagesTyped = defineMessages({
  usernameRequired: { id: 'shell.auth.usernameRequired', defaultMessage: 'Username is required' },
  passwordRequired: { id: 'shell.auth.passwordRequired', defaultMessage: 'Password is required' },
  usernameTooLong: {
    id: 'shell.auth.usernameTooLong',
    defaultMessage: 'Username must be at most {max} characters',
  },
  usernameChars: {
    id: 'shell.auth.usernameChars',
    defaultMessage: 'Username may only hold letters, digits, dots, dashes and underscores',
  },
  passwordTooShort: {
    id: 'shell.auth.passwordTooShort',
    defaultMessage: 'Password must be at least {min} characters',
  },
  passwordTooLong: {
    id: 'shell.auth.passwordTooLong',
    defaultMessage: 'Password must be at most {max} characters',
  },
  emailRequired: { id: 'shell.auth.emailRequired', defaultMessage: 'Email is required' },
  emailInvalid: { id: 'shell.auth.emailInvalid', defaultMessage: 'Enter a valid email address' },
  countryRequired: { id: 'shell.auth.countryRequired', defaultMessage: 'Country is required' },
  countryUnknown: { id: 'shell.auth.countryUnknown', defaultMessage: 'Choose a country from the list' },
  imageOnly: { id: 'shell.auth.imageOnly', defaultMessage: 'Only image files are allowed' },
  bothRequired: { id: 'shell.auth.bothRequired', defaultMessage: 'Both fields are required.' },
  passwordsDiffer: { id: 'shell.auth.passwordsDiffer', defaultMessage: 'Passwords do not match.' },
  oldAndNewRequired: {
    id: 'shell.auth.oldAndNewRequired',
    defaultMessage: 'Both the old and the new password are required.',
  },
});
/** Values untyped: the messages take placeholders. */
const messages = messagesTyped as { [K in keyof typeof messagesTyped]: MessageDescriptor };

export function isImageFile(file: File | null | undefined): boolean {
  return !file || file.type.startsWith('image/');
}

/** The error of a missing username (the accept-invite form asks only that it is there). */
export function usernameRequired(intl: IntlShape): string {
  return intl.formatMessage(messages.usernameRequired);
}

export function validateSignIn(
  values: {
    username: string;
    password: string;
  },
  intl: IntlShape,
): FieldErrors<'username' | 'password'> {
  const errors: FieldErrors<'username' | 'password'> = {};
  if (!values.username.trim()) errors.username = intl.formatMessage(messages.usernameRequired);
  if (!values.password) errors.password = intl.formatMessage(messages.passwordRequired);
  return errors;
}

type SignUpField = 'username' | 'email' | 'password' | 'country' | 'picture';

export function validateSignUp(
  values: {
    username: string;
    email: string;
    password: string;
    country: string;
    picture: File | null;
  },
  intl: IntlShape,
): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = validateSignIn(values, intl);
  const username = values.username.trim();
  if (username.length > USERNAME_MAX)
    errors.username = intl.formatMessage(messages.usernameTooLong, { max: USERNAME_MAX });
  else if (username && !USERNAME_PATTERN.test(username))
    errors.username = intl.formatMessage(messages.usernameChars);
  if (values.password && values.password.length < PASSWORD_MIN)
    errors.password = intl.formatMessage(messages.passwordTooShort, { min: PASSWORD_MIN });
  else if (values.password.length > PASSWORD_MAX)
    errors.password = intl.formatMessage(messages.passwordTooLong, { max: PASSWORD_MAX });
  const emailError = validateEmail(values.email, intl);
  if (emailError) errors.email = emailError;
  if (!values.country) errors.country = intl.formatMessage(messages.countryRequired);
  else if (!COUNTRIES.includes(values.country)) errors.country = intl.formatMessage(messages.countryUnknown);
  if (!isImageFile(values.picture)) errors.picture = intl.formatMessage(messages.imageOnly);
  return errors;
}

export function validateEmail(email: string, intl: IntlShape): string | undefined {
  if (!email.trim()) return intl.formatMessage(messages.emailRequired);
  if (!EMAIL.test(email.trim())) return intl.formatMessage(messages.emailInvalid);
  return undefined;
}

export function validateReset(password: string, confirm: string, intl: IntlShape): string | undefined {
  if (!password || !confirm) return intl.formatMessage(messages.bothRequired);
  if (password !== confirm) return intl.formatMessage(messages.passwordsDiffer);
  return undefined;
}

export function validatePasswordChange(
  oldPassword: string,
  newPassword: string,
  intl: IntlShape,
): string | undefined {
  if (!oldPassword || !newPassword) return intl.formatMessage(messages.oldAndNewRequired);
  return undefined;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
