import { graphql, useStaticQuery } from 'gatsby';
import { jsonForScript } from '@uyut/core';

interface SiteQuery {
  site: { siteMetadata: { title: string; description: string; siteUrl: string } };
}

export interface SeoProps {
  title: string;
  description?: string;
  /** Canonical path of the page, e.g. `/products/divani`. */
  path: string;
  jsonLd?: object;
  noindex?: boolean;
}

export function useSiteMetadata(): SiteQuery['site']['siteMetadata'] {
  const { site } = useStaticQuery<SiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          title
          description
          siteUrl
        }
      }
    }
  `);
  return site.siteMetadata;
}

/**
 * Structured data as an inert script block. Gatsby's Head re-parses the rendered head and writes script bodies back
 * with their entities decoded, so React's text escaping would not survive it: the body is JSON whose `<`, `>` and `&`
 * are `\u` escapes instead, which no HTML step can turn into markup.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}

/** Bulgarian title, description, canonical URL, Open Graph and structured data for a page's Head. */
export function Seo({ title, description, path, jsonLd, noindex }: SeoProps) {
  const meta = useSiteMetadata();
  const fullTitle = title === meta.title ? title : `${title} | ${meta.title}`;
  const canonical = `${meta.siteUrl}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? meta.description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description ?? meta.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content="bg_BG" />
      {noindex && <meta name="robots" content="noindex" />}
      {jsonLd && <JsonLd data={jsonLd} />}
    </>
  );
}
