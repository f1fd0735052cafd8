import { ApiProperty } from '@nestjs/swagger';
import { IsUUID, ValidateIf } from 'class-validator';
import type { AssignOrderJson } from '@market/contracts';

/** PATCH /api/orders/:id/assignee: a staff member's id, or null for nobody (the field is required). */
export class AssignOrderDto implements AssignOrderJson {
  @ApiProperty({ type: String, nullable: true, description: 'An active staff member, or null' })
  @ValidateIf((body: AssignOrderDto) => body.staffId !== null)
  @IsUUID('all', { message: "staffId must be a staff member's id or null" })
  staffId!: string | null;
}
