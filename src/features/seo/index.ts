export { Seo, useSiteMetadata } from './seo';
