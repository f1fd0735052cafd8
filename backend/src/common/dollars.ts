import type { IsNumberOptions } from 'class-validator';

/** A sum of dollars as the API takes it: a finite number of whole cents (at most two decimals). */
export const DOLLARS: IsNumberOptions = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 };
