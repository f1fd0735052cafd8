/** `@Transform(queryBoolean)`: 'true' / 'false' from the query string; anything else stays as given and fails IsBoolean. */
export const queryBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;
