import type {
  PackageBody,
  PackageJson,
  RequirementJson,
  ServiceBody,
  ServiceExtraBody,
  ServiceExtraJson,
  ServiceJson,
} from '@market/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CATEGORY_SLUGS,
  EXTRA_LIMITS,
  MAX_EXTRAS,
  isCategory,
  isSubcategoryOf,
  MAX_REQUIREMENT_QUESTION,
  MAX_REQUIREMENTS,
  PACKAGE_NAMES,
  REQUIREMENT_KINDS,
  PackageName,
  RequirementKind,
  SUBCATEGORY_SLUGS,
  isLocale,
  Locale,
  LOCALES,
} from '@market/contracts';

const ALL_SUBCATEGORY_SLUGS = Object.values(SUBCATEGORY_SLUGS).flat();
import { Transform, Type } from 'class-transformer';
import { MONEY_AMOUNT } from '../../common/money-amount';
import { PageQuery } from '../../common/page-query.dto';
import { RequiredText, TranslatedText, translationsOf, trim } from '../../common/text-fields';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  ValidationOptions,
  IsOptional,
  ArrayUnique,
  IsBoolean,
  ArrayNotEmpty,
  IsObject,
  IsUUID,
} from 'class-validator';

// class-validator runs a property's validators bottom-up and the pipe stops at the first
// failure: the "required" check sits lowest so a missing field reports the spec's message.
const MAX_PRICE = 1_000_000;

/** salePrice must not be above the package's regularPrice. */
function NotAboveRegularPrice(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'notAboveRegularPrice',
      validator: {
        validate: (value, args) => {
          const regular = (args?.object as PackageDto).regularPrice;
          return typeof value !== 'number' || typeof regular !== 'number' || value <= regular;
        },
      },
    },
    options,
  );
}

/** subCategory is one of the category's subcategories (checked only once the category is valid). */
function SubcategoryOfCategory(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'subcategoryOfCategory',
      validator: {
        validate: (value, args) => {
          const category = (args?.object as ServiceInputDto).category;
          return !isCategory(category) || (typeof value === 'string' && isSubcategoryOf(category, value));
        },
      },
    },
    options,
  );
}

/** The three packages are exactly basic, standard and premium, each once. */
function ExactlyThePackages(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'exactlyThePackages',
      validator: {
        validate: (value) => {
          if (!Array.isArray(value) || value.length !== PACKAGE_NAMES.length) return false;
          const names = value.map((p) => (p as PackageDto | null)?.name);
          return PACKAGE_NAMES.every((name) => names.includes(name));
        },
      },
    },
    options,
  );
}

export class PackageDto implements PackageBody {
  @ApiProperty({ enum: PACKAGE_NAMES, description: "Accepted in any case ('Basic' or 'basic')" })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(PACKAGE_NAMES, { message: 'Package name must be basic, standard or premium' })
  name!: PackageName;

  @RequiredText('Description', 2000)
  desc!: string;

  @ApiProperty({ minimum: 1, description: 'Days' })
  @Max(365, { message: 'Delivery Time must be at most 365 days' })
  @Min(1, { message: 'Delivery Time must be at least 1 day' })
  @IsInt({ message: 'Delivery Time must be a whole number of days' })
  @IsDefined({ message: 'Delivery Time is required' })
  deliveryTime!: number;

  @ApiProperty({ minimum: 0 })
  @Max(100, { message: 'Revision Number must be at most 100' })
  @Min(0, { message: 'Revision Number must not be negative' })
  @IsInt({ message: 'Revision Number must be a whole number' })
  @IsDefined({ message: 'Revision Number is required' })
  revisionNumber!: number;

  @ApiProperty({ minimum: 1, description: "In the shop's currency" })
  @Max(MAX_PRICE, { message: 'Price must be at most 1000000' })
  @Min(1, { message: 'Price must be greater than 0' })
  @IsNumber(MONEY_AMOUNT, { message: 'Price must be a number with at most two decimals' })
  @IsDefined({ message: 'Price must be greater than 0' })
  regularPrice!: number;

  @ApiProperty({ minimum: 0, description: "In the shop's currency; 0 means no sale" })
  @NotAboveRegularPrice({ message: 'Sale Price cannot be greater than Regular Price' })
  @Min(0, { message: 'Sale Price must not be negative' })
  @IsNumber(MONEY_AMOUNT, { message: 'Sale Price must be a number with at most two decimals' })
  @IsDefined({ message: 'Sale Price must not be negative' })
  salePrice!: number;
}

/** One question the seller asks the buyer once an order is paid. */
export class RequirementDto implements RequirementJson {
  @ApiProperty({ minLength: 1, maxLength: MAX_REQUIREMENT_QUESTION })
  @Transform(trim)
  @MaxLength(MAX_REQUIREMENT_QUESTION, {
    message: `requirements: a question must be at most ${MAX_REQUIREMENT_QUESTION} characters`,
  })
  @IsNotEmpty({ message: 'requirements: a question must not be empty' })
  @IsString({ message: 'requirements: a question must be text' })
  question!: string;

  @ApiProperty()
  @IsBoolean({ message: 'requirements: required must be true or false' })
  required!: boolean;

  @ApiProperty({ enum: REQUIREMENT_KINDS })
  @IsIn(REQUIREMENT_KINDS, { message: `requirements: kind must be ${REQUIREMENT_KINDS.join(' or ')}` })
  kind!: RequirementKind;
}

/** An optional line a buyer adds to a package; every message names the field. */
export class ServiceExtraDto implements ServiceExtraBody {
  @ApiPropertyOptional({ description: 'Kept on edit so open checkouts of it stay valid; new when absent' })
  @IsOptional()
  @IsUUID('all', { message: 'extras: _id must be a valid id' })
  _id?: string;

  @ApiProperty({ minLength: 1, maxLength: EXTRA_LIMITS.title })
  @Transform(trim)
  @MaxLength(EXTRA_LIMITS.title, {
    message: `extras: title must be at most ${EXTRA_LIMITS.title} characters`,
  })
  @IsNotEmpty({ message: 'extras: title is required' })
  @IsString({ message: 'extras: title must be text' })
  title!: string;

  @ApiPropertyOptional({ maxLength: EXTRA_LIMITS.description })
  @IsOptional()
  @Transform(trim)
  @MaxLength(EXTRA_LIMITS.description, {
    message: `extras: description must be at most ${EXTRA_LIMITS.description} characters`,
  })
  @IsString({ message: 'extras: description must be text' })
  description?: string;

  @ApiProperty({ minimum: 1, description: "In the shop's currency" })
  @Max(MAX_PRICE, { message: 'extras: price must be at most 1000000' })
  @Min(1, { message: 'extras: price must be at least 1' })
  @IsNumber(MONEY_AMOUNT, { message: 'extras: price must be a number with at most two decimals' })
  @IsDefined({ message: 'extras: price is required' })
  price!: number;

  @ApiProperty({
    minimum: EXTRA_LIMITS.minDeliveryDays,
    maximum: EXTRA_LIMITS.maxDeliveryDays,
    description: 'Days added to the delivery time; negative is faster (never below 1 day in all)',
  })
  @Max(EXTRA_LIMITS.maxDeliveryDays, {
    message: `extras: deliveryDays must be at most ${EXTRA_LIMITS.maxDeliveryDays}`,
  })
  @Min(EXTRA_LIMITS.minDeliveryDays, {
    message: `extras: deliveryDays must be at least ${EXTRA_LIMITS.minDeliveryDays}`,
  })
  @IsInt({ message: 'extras: deliveryDays must be a whole number of days' })
  @IsDefined({ message: 'extras: deliveryDays is required' })
  deliveryDays!: number;

  @ApiProperty({ minimum: 0, maximum: EXTRA_LIMITS.maxRevisions })
  @Max(EXTRA_LIMITS.maxRevisions, {
    message: `extras: revisions must be at most ${EXTRA_LIMITS.maxRevisions}`,
  })
  @Min(0, { message: 'extras: revisions must not be negative' })
  @IsInt({ message: 'extras: revisions must be a whole number' })
  @IsDefined({ message: 'extras: revisions is required' })
  revisions!: number;

  @ApiProperty({ enum: PACKAGE_NAMES, isArray: true })
  @IsIn(PACKAGE_NAMES, { each: true, message: 'extras: packages must be basic, standard or premium' })
  @ArrayUnique({ message: 'extras: packages must not repeat a package' })
  @ArrayNotEmpty({ message: 'extras: packages must name at least one package' })
  @IsArray({ message: 'extras: packages must be a list of packages' })
  packages!: PackageName[];
}

/** Package descriptions of one language, by package name. */
export class PackageTranslationsDto {
  @TranslatedText('Description', 2000)
  basic?: string;

  @TranslatedText('Description', 2000)
  standard?: string;

  @TranslatedText('Description', 2000)
  premium?: string;
}

/**
 * Up to 4 feature lines. Each keeps its box (an empty one between others stays as ''); trailing
 * empties go.
 */
function Features(description: string): PropertyDecorator {
  return applyDecorators(
    IsArray({ message: 'Features must be a list of texts' }),
    ArrayMaxSize(4, { message: 'At most 4 features' }),
    IsString({ each: true, message: 'Features must be a list of texts' }),
    MaxLength(200, { each: true, message: 'A feature must be at most 200 characters' }),
    Transform(({ value }) => (Array.isArray(value) ? withoutTrailingEmpty(value) : value)),
    IsOptional(),
    ApiPropertyOptional({ type: [String], maxItems: 4, description }),
  );
}

/** A service's texts in one language; every field optional (the English one shows instead), same lengths as English. */
export class ServiceTranslationDto {
  @TranslatedText('Service Title', 150)
  title?: string;

  @TranslatedText('Short Title', 100)
  shortTitle?: string;

  @TranslatedText('Description', 10000)
  desc?: string;

  @TranslatedText('Short Description', 300)
  shortDesc?: string;

  @Features('In the order of the English features')
  features?: string[];

  @ApiPropertyOptional({ type: PackageTranslationsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => PackageTranslationsDto)
  @IsObject({ message: 'packages must be an object of descriptions by package name' })
  packages?: PackageTranslationsDto;

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_REQUIREMENTS,
    description: 'The requirement questions, in the order of the English ones',
  })
  @IsOptional()
  @Transform(({ value }) => (Array.isArray(value) ? withoutTrailingEmpty(value) : value))
  @MaxLength(MAX_REQUIREMENT_QUESTION, {
    each: true,
    message: `requirements: a question must be at most ${MAX_REQUIREMENT_QUESTION} characters`,
  })
  @IsString({ each: true, message: 'requirements must be a list of questions' })
  @ArrayMaxSize(MAX_REQUIREMENTS, { message: `requirements: at most ${MAX_REQUIREMENTS} questions` })
  @IsArray({ message: 'requirements must be a list of questions' })
  requirements?: string[];
}

/** Translations by language; English is the service itself. A language sent as null is removed. */
export class ServiceTranslationsDto extends translationsOf(ServiceTranslationDto) {}

/** The body of POST /api/services and PUT /api/services/:id: the same rules on create and edit. */
export class ServiceInputDto implements ServiceBody {
  @RequiredText('Service Title', 150)
  title!: string;

  @ApiProperty({ enum: CATEGORY_SLUGS })
  @Transform(trim)
  @IsIn(CATEGORY_SLUGS, { message: 'Category must be one of the six categories' })
  @IsNotEmpty({ message: 'Category is required' })
  category!: string;

  @ApiProperty({ description: 'A subcategory slug of the category' })
  @Transform(trim)
  @SubcategoryOfCategory({ message: 'Subcategory does not belong to the category' })
  @IsString({ message: 'Subcategory must be text' })
  @IsNotEmpty({ message: 'Subcategory is required' })
  subCategory!: string;

  @ApiProperty({ description: 'URL of an upload of this site' })
  @Transform(trim)
  @MaxLength(500, { message: 'Cover image URL is too long' })
  @IsString({ message: 'Cover image must be a URL' })
  @IsNotEmpty({ message: 'Cover image is required' })
  coverImage!: string;

  @ApiPropertyOptional({ type: [String], description: 'URLs of uploads of this site' })
  @IsOptional()
  @MaxLength(500, { each: true, message: 'Other image URL is too long' })
  @IsString({ each: true, message: 'Other images must be a list of URLs' })
  @ArrayMaxSize(10, { message: 'At most 10 other images' })
  @IsArray({ message: 'Other images must be a list of URLs' })
  otherImages?: string[];

  @RequiredText('Description', 10000)
  desc!: string;

  @RequiredText('Short Title', 100)
  shortTitle!: string;

  @RequiredText('Short Description', 300)
  shortDesc!: string;

  @Features('Empty entries are dropped')
  features?: string[];

  @ApiPropertyOptional({
    type: [RequirementDto],
    maxItems: MAX_REQUIREMENTS,
    description: 'What the seller needs from the buyer; copied into each order',
  })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => RequirementDto)
  @ArrayMaxSize(MAX_REQUIREMENTS, { message: `requirements: at most ${MAX_REQUIREMENTS} questions` })
  @IsArray({ message: 'requirements must be a list of questions' })
  requirements?: RequirementDto[];

  @ApiProperty({ type: [PackageDto], minItems: 3, maxItems: 3 })
  @ArrayUnique((p: PackageDto) => p?.name, {
    message: 'Exactly three packages are required: basic, standard and premium',
  })
  @ExactlyThePackages({ message: 'Exactly three packages are required: basic, standard and premium' })
  @IsArray({ message: 'Exactly three packages are required: basic, standard and premium' })
  @IsDefined({ message: 'Exactly three packages are required: basic, standard and premium' })
  @ValidateNested({ each: true })
  @Type(() => PackageDto)
  packages!: PackageDto[];

  @ApiPropertyOptional({ type: [ServiceExtraDto], maxItems: MAX_EXTRAS })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => ServiceExtraDto)
  @ArrayMaxSize(MAX_EXTRAS, { message: `extras: at most ${MAX_EXTRAS} extras` })
  @IsArray({ message: 'extras must be a list' })
  extras?: ServiceExtraDto[];

  @ApiPropertyOptional({
    minimum: 0,
    description: "In the shop's currency, for one more revision during an order; 0 = off",
  })
  @IsOptional()
  @Max(MAX_PRICE, { message: 'extraRevisionPrice must be at most 1000000' })
  @Min(0, { message: 'extraRevisionPrice must not be negative' })
  @IsNumber(MONEY_AMOUNT, { message: 'extraRevisionPrice must be a number with at most two decimals' })
  extraRevisionPrice?: number;

  @ApiPropertyOptional({
    type: ServiceTranslationsDto,
    description:
      'Texts in the other languages (de, es, fr, ar); absent on an edit keeps them, null removes one',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => ServiceTranslationsDto)
  @IsObject({ message: 'translations must be an object by language (de, es, fr, ar)' })
  translations?: ServiceTranslationsDto;
}

function withoutTrailingEmpty(values: unknown[]): unknown[] {
  const trimmed = values.map((v) => (typeof v === 'string' ? v.trim() : v));
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === '') trimmed.pop();
  return trimmed;
}

/** `?locale=`: one of the shop's languages; anything else reads as English (the default). */
export class LocaleQuery {
  @ApiPropertyOptional({ enum: LOCALES, description: 'Language of the texts; unknown values give English' })
  @IsOptional()
  @Transform(({ value }) => (isLocale(value) ? value : undefined))
  locale?: Locale;
}

/** `?ids=a,b,c`: service ids of a staff list page (at most 100). */
export class MissingTranslationsQuery {
  @ApiProperty({ description: 'Comma-separated service ids (at most 100)' })
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
  @IsUUID('all', { each: true, message: 'ids must be service ids' })
  @ArrayMaxSize(100, { message: 'At most 100 ids' })
  @IsArray({ message: 'ids must be a comma-separated list of service ids' })
  @IsDefined({ message: 'ids is required' })
  ids!: string[];
}

/** A bound of the price filter, in the shop's currency, on the starting (basic) price. */
function PriceBound(name: 'minPrice' | 'maxPrice'): PropertyDecorator {
  return applyDecorators(
    IsNumber(MONEY_AMOUNT, { message: `${name} must be a number` }),
    Min(0, { message: `${name} must not be negative` }),
    Max(MAX_PRICE, { message: `${name} must be at most 1000000` }),
    Type(() => Number),
    IsOptional(),
    ApiPropertyOptional({ description: "In the shop's currency, on the starting (basic) price" }),
  );
}

export class ListServicesQuery extends PageQuery({ defaultLimit: 24, maxLimit: 100 }) {
  @ApiPropertyOptional({
    enum: LOCALES,
    description: 'Language of the texts and of the search; unknown values give English',
  })
  @IsOptional()
  @Transform(({ value }) => (isLocale(value) ? value : undefined))
  locale?: Locale;

  @ApiPropertyOptional({ enum: CATEGORY_SLUGS })
  @IsOptional()
  @IsIn(CATEGORY_SLUGS, { message: 'Unknown category' })
  @MaxLength(60)
  @IsString()
  category?: string;

  @ApiPropertyOptional({ description: 'A subcategory slug of the catalogue' })
  @IsOptional()
  @IsIn(ALL_SUBCATEGORY_SLUGS, { message: 'Unknown subcategory' })
  @MaxLength(60)
  @IsString()
  subcategory?: string;

  @ApiPropertyOptional({ description: 'Full-text search; typos and prefixes are tolerated' })
  @IsOptional()
  @MaxLength(200, { message: 'Search text must be at most 200 characters' })
  @IsString()
  search?: string;

  @ApiPropertyOptional({ enum: ['relevance', 'price', 'price_desc', 'rating', 'newest'] })
  @IsOptional()
  @IsIn(['relevance', 'price', 'price_desc', 'rating', 'newest'], {
    message: 'sort must be relevance, price, price_desc, rating or newest',
  })
  sort?: 'relevance' | 'price' | 'price_desc' | 'rating' | 'newest';

  @PriceBound('minPrice')
  minPrice?: number;

  @PriceBound('maxPrice')
  maxPrice?: number;

  @ApiPropertyOptional({ description: 'Days: some package is delivered within this many days' })
  @IsOptional()
  @Type(() => Number)
  @Max(365, { message: 'maxDelivery must be at most 365 days' })
  @Min(1, { message: 'maxDelivery must be at least 1' })
  @IsInt({ message: 'maxDelivery must be a whole number of days' })
  maxDelivery?: number;
}

export class PackageView implements PackageJson {
  @ApiProperty({ enum: PACKAGE_NAMES }) name!: string;
  @ApiProperty() desc!: string;
  @ApiProperty() deliveryTime!: number;
  @ApiProperty() revisionNumber!: number;
  @ApiPropertyOptional({ description: "In the shop's currency; absent for visitors" }) regularPrice?: number;
  @ApiPropertyOptional({ description: "In the shop's currency; absent for visitors" }) salePrice?: number;
}

export class ServiceExtraView implements ServiceExtraJson {
  @ApiProperty() _id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiPropertyOptional({ description: "In the shop's currency; absent for visitors" }) price?: number;
  @ApiProperty({ description: 'Days added to the delivery time (negative is faster)' }) deliveryDays!: number;
  @ApiProperty() revisions!: number;
  @ApiProperty({ enum: PACKAGE_NAMES, isArray: true }) packages!: PackageName[];
}

/** Per field group, whether the answer carries it in the asked language. */
export class TranslatedGroupsView {
  @ApiProperty({ description: 'title and shortTitle' }) title!: boolean;
  @ApiProperty({ description: 'desc and shortDesc' }) description!: boolean;
  @ApiProperty() features!: boolean;
  @ApiProperty({ description: 'package descriptions' }) packages!: boolean;
  @ApiProperty({ description: 'requirement questions' }) requirements!: boolean;
}

export class ServiceView implements ServiceJson {
  @ApiProperty() _id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() userId!: string;
  @ApiProperty() desc!: string;
  @ApiProperty({ description: 'Same as desc' }) description!: string;
  @ApiProperty() shortTitle!: string;
  @ApiProperty() shortDesc!: string;
  @ApiProperty() category!: string;
  @ApiProperty() subCategory!: string;
  @ApiProperty() coverImage!: string;
  @ApiProperty({ type: [String] }) otherImages!: string[];
  @ApiProperty({ type: [String] }) features!: string[];
  @ApiProperty() averageStars!: number;
  @ApiProperty() starNumber!: number;
  @ApiProperty({ type: [PackageView] }) packages!: PackageView[];
  @ApiProperty({ type: [RequirementDto] }) requirements!: RequirementDto[];
  @ApiProperty({ type: [ServiceExtraView] }) extras!: ServiceExtraView[];
  @ApiPropertyOptional({
    description:
      "In the shop's currency, for one more revision during an order (0 = off); absent for visitors",
  })
  extraRevisionPrice?: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ enum: LOCALES, description: 'The language asked for (English when none or an unknown one)' })
  locale!: Locale;
  @ApiProperty({
    type: TranslatedGroupsView,
    description: 'Which field groups are in that language (false: English shown)',
  })
  translated!: TranslatedGroupsView;
  @ApiPropertyOptional({
    description: 'Staff only: how many languages (of de, es, fr, ar) lack a full translation',
  })
  missingTranslations?: number;
}

/** All translations of a service, for its edit form. */
export class ServiceTranslationsView {
  @ApiPropertyOptional({ type: ServiceTranslationDto }) de?: ServiceTranslationDto;
  @ApiPropertyOptional({ type: ServiceTranslationDto }) es?: ServiceTranslationDto;
  @ApiPropertyOptional({ type: ServiceTranslationDto }) fr?: ServiceTranslationDto;
  @ApiPropertyOptional({ type: ServiceTranslationDto }) ar?: ServiceTranslationDto;
}

export class ServiceCountView {
  @ApiProperty() totalServices!: number;
}
