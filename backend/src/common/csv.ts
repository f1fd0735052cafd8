/**
 * The one rule for every CSV the shop writes (invoices now; audit and analytics exports too).
 * Every text cell is quoted, so a `;` (the separator of most EU spreadsheets), a comma, a quote
 * or a line break never splits or ends it; text a spreadsheet would run as a formula (starting
 * with = + - @, their full-width forms, a tab or a carriage return) gets a leading apostrophe,
 * since names and VAT ids come from buyers. Numbers are written bare with two decimals.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return value.toFixed(2);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One line of cells, ended with CRLF as RFC 4180 says. */
export function csvRow(values: (string | number)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The header line: the export's own column names (letters and underscores), written bare. */
export function csvHeader(names: readonly string[]): string {
  return `${names.join(',')}\r\n`;
}
