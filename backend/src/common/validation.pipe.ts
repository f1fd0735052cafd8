import { ArgumentMetadata, HttpException, ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationFailed } from './http-error.filter';

function collect(errors: ValidationError[], parent = '', into: Record<string, string[]> = {}) {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) {
      // class-validator lists constraints last-declared first; show them in declaration order.
      into[path] = Object.values(error.constraints).reverse();
    }
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
}

/**
 * A NUL character (PostgreSQL refuses it in text: the query fails) or half of a UTF-16 surrogate
 * pair (not text at all; validators throw on it). In unicode mode a proper pair is one code point,
 * so only unpaired halves match.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /[\u0000\ud800-\udfff]/u;
const UNSTORABLE_MESSAGE = 'must not contain NUL characters or unpaired UTF-16 surrogates';

/** The path of the first string (value or key) in `value` that cannot be stored, if any. */
function findUnstorableText(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return path || 'body';
    const found = findUnstorableText(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Whitelisting validation: unknown fields are refused, each failing field is named. Before any
 * of that, every string of a body, query or path parameter is checked for what can never be
 * stored or compared (NUL, unpaired surrogates): one 400 here instead of a failing query or a
 * validator throwing deeper in.
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A body read as a DTO is a JSON object (or absent): `null`, an array or a bare value would
    // otherwise pass as "nothing given" where every field is optional.
    const dto =
      typeof metadata.metatype === 'function' &&
      ![Object, String, Number, Boolean, Array, Buffer].includes(metadata.metatype as never);
    if (metadata.type === 'body' && !metadata.data && dto && value !== undefined) {
      if (value === null || typeof value !== 'object' || Array.isArray(value))
        throw new ValidationFailed({ body: ['body must be a JSON object'] });
    }
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const path = findUnstorableText(value, metadata.data ?? '');
      if (path !== undefined)
        throw new ValidationFailed({
          [path || metadata.type]: [`${path || metadata.type} ${UNSTORABLE_MESSAGE}`],
        });
    }
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      // Converting a value to its field's type threw (`new Date(value)` on an object whose
      // toString is not a function): the value was not of that type.
      const part = metadata.data || metadata.type;
      throw new ValidationFailed({ [part]: [`${part} has a value that is not of its field's type`] });
    }
  }
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new ValidationFailed(collect(errors)),
  });
}
