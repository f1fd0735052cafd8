import { useEffect, useRef, type ImgHTMLAttributes } from 'react';
import { imageSources, posterUrl } from '@market/contracts';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** Intrinsic size (or the aspect ratio the box keeps), so the layout never jumps. */
  width: number;
  height: number;
  /** The page's largest paint: loaded at once and first, never lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * An uploaded image as AVIF, WebP and its own format at 320, 640 and 1280 px wide, of which the
 * browser loads the one that `sizes` and the screen call for. Any other URL is shown as it is.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  priority,
  className,
}: ResponsiveImageProps) {
  const attributes: ImgHTMLAttributes<HTMLImageElement> = {
    alt,
    width,
    height,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: 'async',
    className,
  };
  const variants = imageSources(src);
  if (!variants) return <img src={src} {...attributes} />;
  const fallback = variants.sources[variants.sources.length - 1];
  return (
    <picture className="responsive-image">
      {variants.sources.slice(0, -1).map((source) => (
        <source key={source.format} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={variants.src} srcSet={fallback.srcSet} sizes={sizes} {...attributes} />
    </picture>
  );
}

export interface InViewVideoProps {
  src: string;
  /** Accessible name of the video. */
  label: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * A muted looping video that shows its poster frame and downloads and plays only while it is
 * on screen (a grid of video covers would otherwise fetch every video at once).
 */
export function InViewVideo({ src, label, width, height, className }: InViewVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry.isIntersecting) void video.play().catch(() => undefined);
      else video.pause();
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [src]);
  return (
    <video
      ref={ref}
      className={className}
      src={src}
      poster={posterUrl(src)}
      muted
      loop
      playsInline
      preload="none"
      width={width}
      height={height}
      aria-label={label}
    />
  );
}
