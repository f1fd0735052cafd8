import { csvCell, csvRow } from './csv';

describe('csv', () => {
  it('quotes every text cell, so ; , quotes and line breaks stay inside it', () => {
    expect(csvCell('Acme')).toBe('"Acme"');
    expect(csvCell('Acme;=1+1;')).toBe('"Acme;=1+1;"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('')).toBe('""');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula, full-width forms too', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']) {
      expect(csvCell(`${start}cmd|'/C calc'!A0`)).toBe(`"'${start}cmd|'/C calc'!A0"`);
    }
    expect(csvCell("x;=cmd|'/C calc'!A0;")).toBe(`"x;=cmd|'/C calc'!A0;"`);
  });

  it('writes numbers bare with two decimals and ends a row with CRLF', () => {
    expect(csvRow(['INV-1', 12.5, -3])).toBe('"INV-1",12.50,-3.00\r\n');
  });
});
