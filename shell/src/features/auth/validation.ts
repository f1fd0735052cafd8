import { COUNTRIES, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_PATTERN } from '@market/contracts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isImageFile(file: File | null | undefined): boolean {
  return !file || file.type.startsWith('image/');
}

export function validateSignIn(values: {
  username: string;
  password: string;
}): FieldErrors<'username' | 'password'> {
  const errors: FieldErrors<'username' | 'password'> = {};
  if (!values.username.trim()) errors.username = 'Username is required';
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

type SignUpField = 'username' | 'email' | 'password' | 'country' | 'picture';

export function validateSignUp(values: {
  username: string;
  email: string;
  password: string;
  country: string;
  picture: File | null;
}): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = validateSignIn(values);
  const username = values.username.trim();
  if (username.length > USERNAME_MAX) errors.username = `Username must be at most ${USERNAME_MAX} characters`;
  else if (username && !USERNAME_PATTERN.test(username))
    errors.username = 'Username may only hold letters, digits, dots, dashes and underscores';
  if (values.password && values.password.length < PASSWORD_MIN)
    errors.password = `Password must be at least ${PASSWORD_MIN} characters`;
  else if (values.password.length > PASSWORD_MAX)
    errors.password = `Password must be at most ${PASSWORD_MAX} characters`;
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  if (!values.country) errors.country = 'Country is required';
  else if (!COUNTRIES.includes(values.country)) errors.country = 'Choose a country from the list';
  if (!isImageFile(values.picture)) errors.picture = 'Only image files are allowed';
  return errors;
}

export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL.test(email.trim())) return 'Enter a valid email address';
  return undefined;
}

export function validateReset(password: string, confirm: string): string | undefined {
  if (!password || !confirm) return 'Both fields are required.';
  if (password !== confirm) return 'Passwords do not match.';
  return undefined;
}

export function validatePasswordChange(oldPassword: string, newPassword: string): string | undefined {
  if (!oldPassword || !newPassword) return 'Both the old and the new password are required.';
  return undefined;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
