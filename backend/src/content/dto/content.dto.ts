import type { BlogJson, GalleryJson, Locale } from '@market/contracts';
import { isLocale, LOCALES } from '@market/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CATEGORY_SLUGS } from '@market/contracts';
import { Transform, Type } from 'class-transformer';
import { PageQuery } from '../../common/page-query.dto';
import { RequiredText, TranslatedText, translationsOf, trim } from '../../common/text-fields';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsObject,
  MaxLength,
  ValidateNested,
} from 'class-validator';

/** A blog's texts in one other language: the same lengths as English; a missing one shows the English. */
export class BlogTranslationDto {
  @TranslatedText('Blog Title', 200)
  title?: string;

  @TranslatedText('Description', 50_000)
  description?: string;
}

/** Translations by language (English is the blog itself); null removes a language. */
export class BlogTranslationsDto extends translationsOf(BlogTranslationDto) {}

/** Title, description and their translations, with the same rules on create and edit. */
class BlogTextDto {
  @RequiredText('Blog Title', 200)
  title!: string;

  @RequiredText('Description', 50_000)
  description!: string;

  @ApiPropertyOptional({
    type: BlogTranslationsDto,
    description:
      'Texts in the other languages (de, es, fr, ar); absent on an edit keeps them, null removes one',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => BlogTranslationsDto)
  @IsObject({ message: 'translations must be an object by language (de, es, fr, ar)' })
  translations?: BlogTranslationsDto;
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
  @RequiredText('Image title', 200)
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

export class BlogListQuery extends PageQuery({ defaultLimit: 50, maxLimit: 100 }) {
  @ApiPropertyOptional({ enum: LOCALES, description: 'Language of the texts; unknown values give English' })
  @IsOptional()
  @Transform(({ value }) => (isLocale(value) ? value : undefined))
  locale?: Locale;

  @ApiPropertyOptional({ description: 'Staff: "true" adds each blog\'s missingTranslations' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'missingTranslations must be true or false' })
  missingTranslations?: 'true' | 'false';
}

export class BlogQuery {
  @ApiPropertyOptional({ enum: LOCALES, description: 'Language of the texts; unknown values give English' })
  @IsOptional()
  @Transform(({ value }) => (isLocale(value) ? value : undefined))
  locale?: Locale;
}

/** All translations of a blog, for its edit form. */
export class BlogTranslationsView {
  @ApiPropertyOptional({ type: BlogTranslationDto }) de?: BlogTranslationDto;
  @ApiPropertyOptional({ type: BlogTranslationDto }) es?: BlogTranslationDto;
  @ApiPropertyOptional({ type: BlogTranslationDto }) fr?: BlogTranslationDto;
  @ApiPropertyOptional({ type: BlogTranslationDto }) ar?: BlogTranslationDto;
}

export class BlogTranslatedView {
  @ApiProperty() title!: boolean;
  @ApiProperty() description!: boolean;
}

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
  @ApiProperty({ enum: LOCALES, description: 'The language asked for (English when none or an unknown one)' })
  locale!: Locale;
  @ApiProperty({
    type: BlogTranslatedView,
    description: 'Whether each text is in that language (false: English shown)',
  })
  translated!: BlogTranslatedView;
  @ApiPropertyOptional({
    description:
      'With ?missingTranslations=true (staff): languages of de, es, fr, ar lacking a full translation',
  })
  missingTranslations?: number;
}

export class GalleryView implements GalleryJson {
  @ApiProperty() _id!: string;
  @ApiProperty() imageTitle!: string;
  @ApiProperty({ description: 'Same as imageTitle' }) title!: string;
  @ApiProperty() category!: string;
  @ApiProperty() imageUrl!: string;
  @ApiProperty() createdAt!: string;
}
