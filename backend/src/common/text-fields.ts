import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

// The validation pipe stops at a property's first failing check, in the order the checks were
// registered. Stacked decorators register bottom-up; applyDecorators registers in its argument
// order, so each list below starts with the check that must speak first.

/** Trims a text; anything else passes through for the type checks to refuse. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A translated text: trimmed; an empty one is no translation (the English text shows). */
export const optionalText = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : value.trim();
};

/** A required text, trimmed, of at most `max` characters; the messages name it by `label`. */
export function RequiredText(label: string, max: number): PropertyDecorator {
  return applyDecorators(
    IsNotEmpty({ message: `${label} is required` }),
    IsString({ message: `${label} must be text` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    Transform(trim),
    ApiProperty(),
  );
}

/** The same text in another language: optional, an empty one is none, the same length as English. */
export function TranslatedText(label: string, max: number): PropertyDecorator {
  return applyDecorators(
    IsString({ message: `${label} must be text` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    Transform(optionalText),
    IsOptional(),
    ApiPropertyOptional(),
  );
}

/** One language's texts in a translations object: `translations.de`, sent as null to remove it. */
function TranslationOf(type: new () => object, locale: string): PropertyDecorator {
  return applyDecorators(
    IsObject({ message: `translations.${locale} must be an object` }),
    Type(() => type),
    ValidateNested(),
    IsOptional(),
    ApiPropertyOptional({ type, nullable: true }),
  );
}

/**
 * A translations object: one optional entry of `type` per language other than English. Extend it
 * (`class XTranslationsDto extends translationsOf(XTranslationDto) {}`) so the schema has a name.
 */
export function translationsOf<T extends object>(type: new () => T) {
  class Translations {
    @TranslationOf(type, 'de') de?: T | null;
    @TranslationOf(type, 'es') es?: T | null;
    @TranslationOf(type, 'fr') fr?: T | null;
    @TranslationOf(type, 'ar') ar?: T | null;
  }
  return Translations;
}
