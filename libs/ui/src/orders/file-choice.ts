import { defineMessages, type IntlShape } from 'react-intl';
import {
  fileChoiceProblem,
  fileChoiceRefusal,
  IMAGE_OR_VIDEO_RULE,
  IMAGE_RULE,
  type FileRule,
} from '@market/contracts';

const messages = defineMessages<{
  notImage: { name: string };
  notImageOrVideo: { name: string };
  tooLarge: { name: string; size: string; max: string };
  bytes: { size: string };
  kilobytes: { size: string };
  megabytes: { size: string };
}>({
  notImage: {
    id: 'ui.fileChoice.notImage',
    defaultMessage: '{name} is not a JPEG, PNG, WebP or GIF image: upload a JPEG, PNG, WebP or GIF image',
  },
  notImageOrVideo: {
    id: 'ui.fileChoice.notImageOrVideo',
    defaultMessage:
      '{name} is not a JPEG, PNG, WebP or GIF image, or an MP4 or WebM video: upload a JPEG, PNG, WebP or GIF image, or an MP4 or WebM video',
  },
  tooLarge: { id: 'ui.fileChoice.tooLarge', defaultMessage: '{name} is {size}: files may be at most {max}' },
  bytes: { id: 'ui.fileSize.bytes', defaultMessage: '{size} B' },
  kilobytes: { id: 'ui.fileSize.kilobytes', defaultMessage: '{size} KB' },
  megabytes: { id: 'ui.fileSize.megabytes', defaultMessage: '{size} MB' },
});

/** A file's size as an order lists it: "512 B", "1.5 KB", "2.0 MB" (one decimal, no grouping). */
export function fileSizeIn(intl: IntlShape, size: number): string {
  const decimal = (value: number) =>
    intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  if (size < 1024)
    return intl.formatMessage(messages.bytes, { size: intl.formatNumber(size, { useGrouping: false }) });
  if (size < 1024 * 1024) return intl.formatMessage(messages.kilobytes, { size: decimal(size / 1024) });
  return intl.formatMessage(messages.megabytes, { size: decimal(size / (1024 * 1024)) });
}

/** "5 MB", "1.5 MB" as @market/contracts' formatMegabytes writes them, in `intl`'s digits and unit. */
function megabytes(intl: IntlShape, bytes: number): string {
  const size = Number((bytes / (1024 * 1024)).toFixed(1));
  return intl.formatMessage(messages.megabytes, { size: intl.formatNumber(size, { useGrouping: false }) });
}

/**
 * Why this file cannot be sent under the rule, in `intl`'s language (@market/contracts'
 * fileChoiceProblem in English), or null when it may go. A rule of its own kinds (not IMAGE_RULE
 * or IMAGE_OR_VIDEO_RULE) has only English words for a wrong kind.
 */
export function fileChoiceProblemIn(
  intl: IntlShape,
  file: { name: string; type: string; size: number },
  rule: FileRule,
): string | null {
  switch (fileChoiceRefusal(file, rule)) {
    case 'size':
      return intl.formatMessage(messages.tooLarge, {
        name: file.name,
        size: megabytes(intl, file.size),
        max: megabytes(intl, rule.maxBytes),
      });
    case 'kind':
      if (rule === IMAGE_RULE) return intl.formatMessage(messages.notImage, { name: file.name });
      if (rule === IMAGE_OR_VIDEO_RULE)
        return intl.formatMessage(messages.notImageOrVideo, { name: file.name });
      return fileChoiceProblem(file, rule);
    default:
      return null;
  }
}
