/** A file type recognised from its first bytes, never from its name or the browser's MIME type. */
export interface MediaType {
  ext: 'jpg' | 'png' | 'webp' | 'gif' | 'mp4' | 'webm';
  kind: 'image' | 'video';
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffMediaType(bytes: Buffer): MediaType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', kind: 'image' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', kind: 'image' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { ext: 'gif', kind: 'image' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { ext: 'webp', kind: 'image' };
  // ISO base media: a box size, then "ftyp" and a brand; HEIC/AVIF images share the box, so exclude their brands.
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = bytes.subarray(8, 12).toString('latin1');
    if (!/^(heic|heix|hevc|mif1|msf1|avif|avis|qt {2})$/.test(brand)) return { ext: 'mp4', kind: 'video' };
  }
  // EBML header (Matroska family); only the "webm" doc type is accepted.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && bytes.subarray(0, 64).includes('webm', 0, 'latin1')) {
    return { ext: 'webm', kind: 'video' };
  }
  return undefined;
}
