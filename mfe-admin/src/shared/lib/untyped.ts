import type { MessageDescriptor } from 'react-intl';

/**
 * `defineMessages`' answer with the values left untyped (react-intl 12 types a defined message as
 * taking no values): `const messages = untyped(defineMessages({ … }))`, as analytics' `m`.
 */
export const untyped = <T extends object>(messages: T) => messages as { [K in keyof T]: MessageDescriptor };
