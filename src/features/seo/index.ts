export { JsonLd, Seo, type SeoProps, useSiteMetadata } from './seo';
