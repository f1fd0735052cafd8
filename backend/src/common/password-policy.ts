import { dictionary } from '@zxcvbn-ts/language-common';
import { registerDecorator, ValidationOptions } from 'class-validator';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones and easy to guess: choose another';

let common: Set<string> | undefined;

/**
 * Whether a password is on zxcvbn-ts's list of the most used passwords (about 50,000, from
 * public breach corpora; maintained with the package). Compared case-insensitively.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** class-validator rule for a new password: not one of the most common passwords. */
export function IsNotCommonPassword(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isNotCommonPassword',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: COMMON_PASSWORD_MESSAGE, ...options },
      validator: { validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value) },
    });
}
