export { Seo, type SeoProps, useSiteMetadata } from './seo';
