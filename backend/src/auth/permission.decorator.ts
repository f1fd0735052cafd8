import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import type { Permission as PermissionName } from '@market/contracts';
import { Access } from '../common/access.decorator';
import { ErrorView } from '../common/api-docs';

export const PERMISSION_KEY = 'permission';

/**
 * A staff route and the permission it needs (the table in @market/contracts). Every
 * `@Access('admin')` route must declare one: the session guard denies a staff route without it.
 */
export const Permission = (permission: PermissionName) =>
  applyDecorators(
    Access('admin'),
    SetMetadata(PERMISSION_KEY, permission),
    ApiForbiddenResponse({ description: `Staff whose role has \`${permission}\` only`, type: ErrorView }),
  );
