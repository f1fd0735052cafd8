import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A message of a catalog: ICU text (source catalogs, tests) or its parsed form (built catalogs). */
export type CatalogMessage = string | MessageFormatElement[];
export type Catalog = Record<string, CatalogMessage>;

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index],
  ]),
);

/** About 35 % more: what a German or French label needs over the English one. */
const GROWTH = 0.35;

const accent = (text: string) => [...text].map((char) => ACCENTED[char] ?? char).join('');

function textLength(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === 0) length += element.value.length;
    else if (element.type === 8) length += textLength(element.children);
    else if (element.type === 5 || element.type === 6) {
      const first = Object.values(element.options)[0];
      if (first) length += textLength(first.value);
    }
  }
  return length;
}

function accentElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === 0) return { ...element, value: accent(element.value) };
    if (element.type === 8) return { ...element, children: accentElements(element.children) };
    if (element.type === 5 || element.type === 6) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: accentElements(option.value) },
        ]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    return element;
  });
}

/**
 * The pseudo-locale's form of a message (en-XA): every letter accented, the whole in brackets and
 * about 35 % longer, placeholders, plurals and tags kept. A text left out of the catalogs stays
 * plain English beside it, and a label too tight for a longer language overflows, at once.
 */
export function pseudoMessage(message: CatalogMessage): MessageFormatElement[] {
  const elements = typeof message === 'string' ? parse(message) : message;
  const padding = '~'.repeat(Math.max(1, Math.ceil(textLength(elements) * GROWTH) - 2));
  return [
    { type: 0, value: '[' },
    ...accentElements(elements),
    { type: 0, value: ` ${padding}]` },
  ] as MessageFormatElement[];
}

/** The pseudo-locale's catalog made from the English one. */
export function pseudoCatalog(english: Catalog): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoMessage(message)]));
}
