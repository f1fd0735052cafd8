/**
 * What a browser checks about a chosen file before sending it, with the server's own limits and
 * words, so a wrong kind or a too-large file is refused at once instead of after the upload.
 */
export interface FileRule {
  /** Media types that fit (`image/png`, or `image/*`); empty: any kind. */
  types: readonly string[];
  /** The kinds in words, as the server's refusal says them ('a JPEG, PNG, WebP or GIF image'). */
  kinds: string;
  maxBytes: number;
}

const MB = 1024 * 1024;

/** An image for a profile, gallery item, blog or service picture (backend `uploads`). */
export const IMAGE_RULE: FileRule = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  kinds: 'a JPEG, PNG, WebP or GIF image',
  maxBytes: 5 * MB,
};

/** An image, or an MP4 or WebM video (an admin's service media); a video may be larger. */
export const IMAGE_OR_VIDEO_RULE: FileRule = {
  types: [...IMAGE_RULE.types, 'video/mp4', 'video/webm'],
  kinds: 'a JPEG, PNG, WebP or GIF image, or an MP4 or WebM video',
  maxBytes: 50 * MB,
};

/** "5 MB", "100 MB", "1.5 MB". */
export function formatMegabytes(bytes: number): string {
  return `${Number((bytes / MB).toFixed(1))} MB`;
}

function fits(type: string, pattern: string): boolean {
  return pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
}

/** Why this file cannot be sent under the rule (`kind`: not a kind it takes; `size`: too large), or null. */
export type FileRefusal = 'kind' | 'size';

/** The reason this file cannot be sent under the rule, or null when it may go (the words: a front end's own). */
export function fileChoiceRefusal(file: { type: string; size: number }, rule: FileRule): FileRefusal | null {
  const type = file.type.toLowerCase();
  if (rule.types.length > 0 && !rule.types.some((pattern) => fits(type, pattern))) return 'kind';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/**
 * Why this file cannot be sent under the rule, in English as the server words it, or null when it
 * may go. The front ends say it in the reader's language (@market/ui's fileChoiceProblemIn).
 */
export function fileChoiceProblem(
  file: { name: string; type: string; size: number },
  rule: FileRule,
): string | null {
  switch (fileChoiceRefusal(file, rule)) {
    case 'kind':
      return `${file.name} is not ${rule.kinds}: upload ${rule.kinds}`;
    case 'size':
      return `${file.name} is ${formatMegabytes(file.size)}: files may be at most ${formatMegabytes(rule.maxBytes)}`;
    default:
      return null;
  }
}
