import { applyDecorators } from '@nestjs/common';
import type { ErrorJson } from '@market/contracts';
import {
  ApiBody,
  ApiConsumes,
  ApiProperty,
  ApiPropertyOptional,
  getSchemaPath,
  type OpenAPIObject,
} from '@nestjs/swagger';

/** The one error shape on the wire (ErrorBody), as the API document shows it. */
export class ErrorView implements ErrorJson {
  @ApiProperty({ example: 404 })
  statusCode!: number;

  @ApiProperty({ example: 'Service not found' })
  message!: string;

  @ApiProperty({ example: 'Not Found' })
  error!: string;

  @ApiPropertyOptional({ example: 'SERVICE.NOT_FOUND', description: 'Stable code of a domain error' })
  code?: string;

  @ApiPropertyOptional({
    example: { title: ['Service Title is required'] },
    description: 'Validation messages per field',
  })
  fields?: Record<string, string[]>;
}

/** `{ message }`: the answer of actions that return no record (deletes, password changes). */
export class MessageAnswer {
  @ApiProperty({ example: 'Coupon deleted' })
  message!: string;
}

/** A request body of one file, sent as multipart/form-data in the field `file`; `description` says which. */
export function ApiFileBody(description: string): MethodDecorator {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      },
      description,
    }),
  );
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Adds the error answers every route can give by its shape, so no controller repeats them:
 * 400 where it reads a body or a query, 404 where its path names a record. (401 and 403 come
 * with the route's @Access level.)
 */
export function documentErrorAnswers(document: OpenAPIObject): OpenAPIObject {
  const error = { content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorView) } } } };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const responses = operation.responses;
      const readsInput =
        operation.requestBody !== undefined ||
        (operation.parameters ?? []).some((p) => 'in' in p && p.in === 'query');
      if (readsInput && !responses['400']) {
        responses['400'] = { description: 'Invalid input (the fields say which)', ...error };
      }
      if (path.includes('{') && !responses['404']) {
        responses['404'] = { description: 'No such record (or not yours)', ...error };
      }
    }
  }
  return document;
}
