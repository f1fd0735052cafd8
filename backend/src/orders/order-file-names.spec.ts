import { cleanName, contentDisposition } from './order-files.service';

describe('order file names', () => {
  it('strips bidirectional controls, so a name shows as it is', () => {
    expect(cleanName('resume\u202eTXT.exe')).toBe('resumeTXT.exe');
    expect(cleanName('a\u202ab\u202bc\u202cd\u202de\u2066f\u2067g\u2068h\u2069i\u200ej\u200fk.pdf')).toBe(
      'abcdefghijk.pdf',
    );
    expect(cleanName('C:\\\\temp\\\\plan "v2".pdf')).toBe('plan v2.pdf');
    expect(cleanName('\u202e')).toBe('file');
  });

  it("encodes filename* as RFC 5987 says (' ( ) * too) beside an ASCII filename", () => {
    expect(contentDisposition("brief (final)*'s.pdf")).toBe(
      `attachment; filename="brief (final)*'s.pdf"; filename*=UTF-8''brief%20%28final%29%2A%27s.pdf`,
    );
    expect(contentDisposition('café.txt')).toBe(
      `attachment; filename="caf_.txt"; filename*=UTF-8''caf%C3%A9.txt`,
    );
  });
});
