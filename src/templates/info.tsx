import type { HeadFC, PageProps } from 'gatsby';
import { Directory, type DirectoryEntry, InfoArticle } from '../features/info';
import { Seo } from '../features/seo';

/** An info or legal page rendered from its Markdown source, or a directory of the catalogue's shops or manufacturers. */
export type InfoContext = { pagePath: string; title: string; description: string } & (
  { kind: 'article'; html: string } | { kind: 'directory'; intro: string; entries: DirectoryEntry[] }
);

/** One template for every info page: Gatsby lists each page component in the first-load app script. */
export default function InfoTemplate({ pageContext }: PageProps<object, InfoContext>) {
  return pageContext.kind === 'article' ? (
    <InfoArticle title={pageContext.title} html={pageContext.html} />
  ) : (
    <Directory title={pageContext.title} intro={pageContext.intro} entries={pageContext.entries} />
  );
}

export const Head: HeadFC<object, InfoContext> = ({ pageContext }) => (
  <Seo title={pageContext.title} description={pageContext.description} path={pageContext.pagePath} />
);
