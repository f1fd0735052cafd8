/**
 * One CSV cell: quoted when needed; text a spreadsheet would run as a formula (=, +, -, @, tab or
 * carriage return first) gets a leading apostrophe, since what is exported came from outside.
 */
export function csvCell(text: string): string {
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** One CSV line (CRLF-terminated) of plain text cells. */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;
