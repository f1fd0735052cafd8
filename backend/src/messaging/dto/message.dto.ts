import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID } from 'class-validator';
import { MAX_MESSAGE_LENGTH } from '../messaging.service';

export class CreateMessageDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'conversationId must be a valid id' })
  conversationId!: string;

  @ApiProperty({ description: `Trimmed; must not be empty; at most ${MAX_MESSAGE_LENGTH} characters` })
  @IsString({ message: 'message must be text' })
  message!: string;
}

export class MessageResponse {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ format: 'uuid' }) conversationId!: string;
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
