import { GatsbyImage } from 'gatsby-plugin-image';
import { gatsbyImageData } from '../../lib/gatsby-image-data';
import { VisualButton } from '../visual';

/**
 * The product photo, responsive (WebP and JPEG srcsets of the images service), with the 'Подобни по визия' link of
 * the offer it belongs to over its corner. Its own chunk, loaded on demand by ProductView: on a first visit the static
 * HTML already paints the photo, so gatsby-plugin-image (about 5 KB gzip) and the link stay out of the scripts the
 * page needs before it hydrates.
 */
export default function ProductImage({ imageId, variantId, slug, alt }: { imageId: number; variantId: number; slug: string; alt: string }) {
  return (
    <>
      <GatsbyImage
        image={gatsbyImageData({ id: imageId, slug, width: 640, height: 640, sourceWidth: 1200, sourceHeight: 900 })}
        alt={alt}
        loading="eager"
      />
      <VisualButton variantId={variantId} slug={slug} name={alt} />
    </>
  );
}
