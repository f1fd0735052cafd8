/**
 * The decoded text of a captured mail (its raw RFC 5322 source): the subject (RFC 2047 encoded
 * words undone) and each body part (quoted-printable or base64 undone), for checking words
 * outside ASCII.
 */
export function mailParts(raw: string): { subject: string; text: string; html: string } {
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  const subject = subjectLine
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
  const part = (type: string) => {
    const at = raw.search(new RegExp(`^Content-Type: ${type}`, 'mi'));
    if (at < 0) return '';
    const rest = raw.slice(at);
    const headerEnd = rest.search(/\r?\n\r?\n/);
    const headers = rest.slice(0, headerEnd);
    const body = rest
      .slice(headerEnd)
      .replace(/^\r?\n\r?\n/, '')
      .split(/\r?\n--/)[0];
    if (/Content-Transfer-Encoding: base64/i.test(headers))
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return quotedPrintable(body);
    return body;
  };
  return { subject, text: part('text/plain').replace(/\r\n/g, '\n'), html: part('text/html') };
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
