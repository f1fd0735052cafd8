/**
 * Every shape that crosses the wire between the API and the front ends, in one place: the
 * backend's views implement them and the remotes read them, so renaming a field fails the type
 * check on both sides.
 */
export * from './orders';
export * from './catalog';
export * from './content';
export * from './messaging';
export * from './users';
export * from './invoices';
export * from './notifications';
export * from './security';
export * from './privacy';
