import type { ResponsiveImage } from '@uyut/core';

/**
 * How a picture loads: 'priority' for the one picture a page's first paint is measured by (its largest, the first
 * card of a listing or the product photo), fetched at once and ahead of the scripts the page preloads; 'eager' for the
 * other pictures of the first screen; 'lazy' for the rest.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

/**
 * One image of the images service as a plain `<picture>`: WebP first, JPEG for the rest, its box reserved by width
 * and height. The build and the browser render the same markup, so hydration keeps the very image the page painted.
 */
export function ResponsivePicture({
  picture,
  alt,
  className,
  loading,
}: {
  picture: ResponsiveImage;
  alt: string;
  className: string;
  loading: ImageLoading;
}) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      <img
        className={className}
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        fetchpriority={loading === 'priority' ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
