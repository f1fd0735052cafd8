import { ValidationError, ValidationPipe } from '@nestjs/common';
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

/** Whitelisting validation: unknown fields are refused, each failing field is named. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new ValidationFailed(collect(errors)),
  });
}
