import Image from 'next/image';

/** Covers are drawn at 1200 × 630 (the Open Graph proportion). */
const WIDTH = 1200;
const HEIGHT = 630;

/**
 * An entry's cover through next/image: lazy below the fold, eager with high priority for the
 * article's own cover (`hero`), which is the page's largest paint. SVG covers are served as they
 * are (nothing to optimize); raster ones go through the image optimizer.
 */
export function CoverImage({
  src,
  alt,
  hero = false,
  className,
}: {
  src: string;
  alt: string;
  hero?: boolean;
  className?: string;
}) {
  return (
    <Image
      src={src}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      className={className}
      sizes={hero ? '(min-width: 960px) 928px, 100vw' : '(min-width: 640px) 220px, 100vw'}
      unoptimized={src.endsWith('.svg')}
      loading={hero ? 'eager' : 'lazy'}
      fetchPriority={hero ? 'high' : undefined}
    />
  );
}
