import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { MAX_DELIVERY_FILES, MAX_DELIVERY_MESSAGE, MAX_REQUIREMENTS } from '@market/contracts';
import { trim } from '../../common/text-fields';

const FILE_REF_MAX = 500;

export class RequirementAnswerDto {
  @ApiPropertyOptional({
    maxLength: MAX_DELIVERY_MESSAGE,
    description: 'Blank allowed for optional questions',
  })
  @IsOptional()
  @MaxLength(MAX_DELIVERY_MESSAGE, {
    message: `answers: an answer must be at most ${MAX_DELIVERY_MESSAGE} characters`,
  })
  @IsString({ message: 'answers: an answer must be text' })
  answer?: string;

  @ApiPropertyOptional({ type: [String], description: 'URLs of files uploaded to this order' })
  @IsOptional()
  @MaxLength(FILE_REF_MAX, { each: true, message: 'answers: a file URL is too long' })
  @IsString({ each: true, message: 'answers: files must be a list of file URLs' })
  @ArrayMaxSize(MAX_DELIVERY_FILES, { message: `answers: at most ${MAX_DELIVERY_FILES} files per answer` })
  @IsArray({ message: 'answers: files must be a list of file URLs' })
  files?: string[];
}

/** PUT /api/orders/:id/requirements */
export class RequirementsDto {
  @ApiProperty({ type: [RequirementAnswerDto], description: 'One per question, in order' })
  @ValidateNested({ each: true })
  @Type(() => RequirementAnswerDto)
  @ArrayMaxSize(MAX_REQUIREMENTS, { message: `answers: at most ${MAX_REQUIREMENTS} answers` })
  @IsArray({ message: 'answers must be a list' })
  @IsDefined({ message: 'answers are required' })
  answers!: RequirementAnswerDto[];
}

/** The text of a delivery, or of the buyer's request for a revision. */
class OrderMessageDto {
  @ApiProperty({ minLength: 1, maxLength: MAX_DELIVERY_MESSAGE })
  @Transform(trim)
  @MaxLength(MAX_DELIVERY_MESSAGE, { message: `message must be at most ${MAX_DELIVERY_MESSAGE} characters` })
  @IsNotEmpty({ message: 'message is required' })
  @IsString({ message: 'message is required' })
  message!: string;
}

/** POST /api/orders/:id/deliveries */
export class DeliveryDto extends OrderMessageDto {
  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_DELIVERY_FILES,
    description: 'URLs of files uploaded to this order',
  })
  @IsOptional()
  @MaxLength(FILE_REF_MAX, { each: true, message: 'files: a file URL is too long' })
  @IsString({ each: true, message: 'files must be a list of file URLs' })
  @ArrayMaxSize(MAX_DELIVERY_FILES, { message: `files: at most ${MAX_DELIVERY_FILES} files` })
  @IsArray({ message: 'files must be a list of file URLs' })
  files?: string[];
}

/** POST /api/orders/:id/revision */
export class RevisionDto extends OrderMessageDto {}
