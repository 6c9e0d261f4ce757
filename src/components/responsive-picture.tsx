import type { ResponsiveImage } from '@uyut/core';

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
  loading: 'eager' | 'lazy';
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
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
