import { responsiveImage, servedImage } from '@uyut/core';
import { ResponsivePicture } from '../../components';
import { VisualButton } from '../visual';

/**
 * The product photo (a 640 px square box, with sources up to the images service's 1200 × 900 originals), with the
 * 'Подобни по визия' link of the offer it belongs to over its corner. Its own chunk, loaded on demand by ProductView:
 * on a first visit the static HTML already paints the photo, so the picture's rules and the link stay out of the
 * scripts the page needs before it hydrates.
 */
export default function ProductImage({ imageId, variantId, slug, alt }: { imageId: number; variantId: number; slug: string; alt: string }) {
  const picture = responsiveImage({
    ...servedImage({ id: imageId }, slug),
    width: 640,
    height: 640,
    sourceWidth: 1200,
    sourceHeight: 900,
  });
  return (
    <>
      <ResponsivePicture picture={picture} alt={alt} className="product__photo" loading="priority" />
      <VisualButton variantId={variantId} slug={slug} name={alt} />
    </>
  );
}
