/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { imagePath } from '@uyut/core';
import ProductImage from './product-image';

const product = { name: 'Ъглов диван Осло, сив', slug: 'aglov-divan-oslo' };

describe('the product photo on the build server (spec §9 image URLs; issue 23: the photo needs no script of its own)', () => {
  const html = renderToString(<ProductImage imageId={42} variantId={501} slug={product.slug} alt={product.name} />);

  it('paints the photo as a plain picture: WebP first, a JPEG of the 640 px box, its square box reserved, loaded at once and first', () => {
    const picture = /<picture>(.*?)<\/picture>/.exec(html)?.[1] ?? '';
    const webp = /<source type="image\/webp" srcSet="([^"]+)" sizes="\(min-width: 640px\) 640px, 100vw"\/>/.exec(picture)?.[1];
    expect(webp?.split(',').map((candidate) => candidate.split(' ')[1])).toEqual(expect.arrayContaining(['640w', '1200w']));
    expect(webp).toContain(imagePath({ id: 42, type: 'variant', format: 'webp', width: 640, height: 640, slug: product.slug }));
    const img = /<img [^>]*>/.exec(picture)?.[0] ?? '';
    expect(img).toContain(`src="${imagePath({ id: 42, type: 'variant', format: 'jpg', width: 640, height: 640, slug: product.slug })}"`);
    for (const attribute of [
      'class="product__photo"',
      'width="640"',
      'height="640"',
      `alt="${product.name}"`,
      'loading="eager"',
      'fetchpriority="high"',
    ]) {
      expect(img).toContain(attribute);
    }
  });

  it('leaves no script of its own in the page for the photo', () => {
    expect(html).not.toContain('<script');
    expect(html).not.toContain('data-main-image');
  });
});
