import type { BlogJson, GalleryJson } from '@market/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CATEGORY_SLUGS } from '@market/contracts';
import { Transform } from 'class-transformer';
import { PageQuery } from '../../common/page-query.dto';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';

// class-validator runs a property's validators bottom-up and the pipe stops at the first
// failure: the "required" check sits lowest so a missing field reports the spec's message.
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Title and description, with the same rules on create and edit. */
class BlogTextDto {
  @ApiProperty()
  @Transform(trim)
  @MaxLength(200, { message: 'Blog Title must be at most 200 characters' })
  @IsString({ message: 'Blog Title must be text' })
  @IsNotEmpty({ message: 'Blog Title is required' })
  title!: string;

  @ApiProperty()
  @Transform(trim)
  @MaxLength(50_000, { message: 'Description must be at most 50000 characters' })
  @IsString({ message: 'Description must be text' })
  @IsNotEmpty({ message: 'Description is required' })
  description!: string;
}

export class CreateBlogDto extends BlogTextDto {
  @ApiProperty({ type: [String], minItems: 1, description: 'URLs of uploads of this site' })
  @MaxLength(500, { each: true, message: 'Image URL is too long' })
  @IsString({ each: true, message: 'Images must be a list of URLs' })
  @ArrayMaxSize(20, { message: 'At most 20 images' })
  @ArrayMinSize(1, { message: 'At least one image is required' })
  @IsArray({ message: 'At least one image is required' })
  @IsDefined({ message: 'At least one image is required' })
  images!: string[];
}

/** Edit: title and description as on create; images, when sent, replace the old ones. */
export class UpdateBlogDto extends BlogTextDto {
  @ApiPropertyOptional({
    type: [String],
    description: 'URLs of uploads of this site; absent keeps the images',
  })
  @IsOptional()
  @MaxLength(500, { each: true, message: 'Image URL is too long' })
  @IsString({ each: true, message: 'Images must be a list of URLs' })
  @ArrayMaxSize(20, { message: 'At most 20 images' })
  @ArrayMinSize(1, { message: 'At least one image is required' })
  @IsArray({ message: 'At least one image is required' })
  images?: string[];
}

export class CreateGalleryDto {
  @ApiProperty()
  @Transform(trim)
  @MaxLength(200, { message: 'Image title must be at most 200 characters' })
  @IsString({ message: 'Image title must be text' })
  @IsNotEmpty({ message: 'Image title is required' })
  imageTitle!: string;

  @ApiProperty({ enum: CATEGORY_SLUGS })
  @Transform(trim)
  @IsIn(CATEGORY_SLUGS, { message: 'Category must be one of the six categories' })
  @IsNotEmpty({ message: 'Category is required' })
  category!: string;

  @ApiProperty({ description: 'URL of an upload of this site' })
  @Transform(trim)
  @MaxLength(500, { message: 'Image URL is too long' })
  @IsString({ message: 'Image must be a URL' })
  @IsNotEmpty({ message: 'Image is required' })
  imageUrl!: string;
}

export class BlogListQuery extends PageQuery({ defaultLimit: 50, maxLimit: 100 }) {}

export class GalleryQuery extends PageQuery({ defaultLimit: 50, maxLimit: 100 }) {
  @ApiPropertyOptional({ enum: CATEGORY_SLUGS })
  @IsOptional()
  @MaxLength(60)
  @IsString()
  category?: string;
}

export class BlogView implements BlogJson {
  @ApiProperty() _id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) images!: string[];
  @ApiProperty() createdAt!: string;
}

export class GalleryView implements GalleryJson {
  @ApiProperty() _id!: string;
  @ApiProperty() imageTitle!: string;
  @ApiProperty({ description: 'Same as imageTitle' }) title!: string;
  @ApiProperty() category!: string;
  @ApiProperty() imageUrl!: string;
  @ApiProperty() createdAt!: string;
}
