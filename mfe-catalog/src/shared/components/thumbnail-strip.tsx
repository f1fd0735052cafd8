import { ResponsiveImage } from '@market/ui';

/** Whether a media address is a video (the rest are images). */
export function isVideo(src: string): boolean {
  return /\.(mp4|webm)$/i.test(src);
}

interface ThumbnailStripProps {
  /** The images (or videos) the large view can show. */
  items: string[];
  /** Which one the large view shows now. */
  current: number;
  onChoose: (index: number) => void;
  /** Each button's name, e.g. "Show image 2". */
  buttonLabel: (index: number) => string;
  /** The strip's own name, when it is more than a row of images. */
  label?: string;
  className?: string;
}

/** A row of small buttons, one per image or video, that choose which one is shown large. */
export function ThumbnailStrip({
  items,
  current,
  onChoose,
  buttonLabel,
  label,
  className = '',
}: ThumbnailStripProps) {
  return (
    <div className={`d-flex gap-2 flex-wrap ${className}`.trim()} aria-label={label}>
      {items.map((item, index) => (
        <button
          key={`${item}-${index}`}
          type="button"
          className={`p-0 border rounded ${index === current ? 'border-primary border-2' : ''}`}
          onClick={() => onChoose(index)}
          aria-label={buttonLabel(index)}
        >
          {isVideo(item) ? (
            <span className="d-inline-block text-center" style={{ width: 80, lineHeight: '56px' }}>
              ▶
            </span>
          ) : (
            <ResponsiveImage
              src={item}
              alt=""
              sizes="80px"
              width={80}
              height={56}
              className="object-fit-cover rounded"
            />
          )}
        </button>
      ))}
    </div>
  );
}
