import { render, screen } from '@testing-library/react';
import { GatsbyImage } from 'gatsby-plugin-image';
import { gatsbyImageData } from './gatsby-image-data';
import { IMAGE_EDGES } from '@uyut/core';

const URL_PATTERN = /^\/img\/variant\/(\d+)-(\d+)\/87\/e3\/85\/42\/divan\.(webp|jpg)$/;

function srcSetEntries(srcSet: string | undefined): Array<{ url: string; descriptor: string }> {
  return (srcSet ?? '').split(',').map((entry) => {
    const [url = '', descriptor = ''] = entry.trim().split(' ');
    return { url, descriptor };
  });
}

describe('gatsbyImageData (spec §9 image URL path, sizes from the allowlist)', () => {
  const image = gatsbyImageData({ id: 42, slug: 'divan', width: 320, height: 320 });

  it('describes a constrained 320×320 box so the card reserves its space', () => {
    expect(image).toMatchObject({ layout: 'constrained', width: 320, height: 320 });
  });

  it('offers a WebP source and a JPEG fallback built from imageUrl', () => {
    expect(image.images.sources?.map((source) => source.type)).toEqual(['image/webp']);
    expect(image.images.fallback?.src).toBe('/img/variant/320-320/87/e3/85/42/divan.jpg');
  });

  it('uses only allowlisted square boxes whose width matches the srcset descriptor', () => {
    const entries = [...srcSetEntries(image.images.sources?.[0]?.srcSet), ...srcSetEntries(image.images.fallback?.srcSet)];
    expect(entries.length).toBeGreaterThan(4);
    for (const { url, descriptor } of entries) {
      const match = URL_PATTERN.exec(url);
      expect(match).not.toBeNull();
      const width = Number(match?.[1]);
      expect(IMAGE_EDGES).toContain(width);
      expect(Number(match?.[2])).toBe(width);
      expect(descriptor).toBe(`${width}w`);
    }
  });

  it('refuses a box the images service does not render: a width outside the allowlist, or not a square', () => {
    expect(() => gatsbyImageData({ id: 42, width: 300, height: 300 })).toThrow(RangeError);
    expect(() => gatsbyImageData({ id: 42, slug: 'divan', width: 800, height: 600 })).toThrow(RangeError);
  });

  it('applies a custom sizes attribute to every source', () => {
    const custom = gatsbyImageData({ id: 42, width: 320, height: 320, sizes: '50vw' });
    expect(custom.images.fallback?.sizes).toBe('50vw');
    expect(custom.images.sources?.[0]?.sizes).toBe('50vw');
  });

  it('renders through <GatsbyImage> with the alt text', () => {
    render(<GatsbyImage image={gatsbyImageData({ id: 42, slug: 'divan', width: 320, height: 320 })} alt="Ъглов диван" />);
    expect(screen.getByAltText('Ъглов диван')).toBeInTheDocument();
  });
});
