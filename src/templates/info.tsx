import type { HeadFC, PageProps } from 'gatsby';
import { Directory, type DirectoryEntry, type DirectoryName, InfoArticle } from '../features/info';
import { Seo } from '../features/seo';
import { bgInfo } from '../i18n/info';

/** An info or legal page rendered from its Markdown source, or a directory of the catalogue's shops or manufacturers. */
export type InfoContext = { pagePath: string } & (
  | { kind: 'article'; title: string; description: string; html: string }
  | { kind: 'directory'; directory: DirectoryName; entries: DirectoryEntry[] }
);

/** One template for every info page: Gatsby lists each page component in the first-load app script. */
export default function InfoTemplate({ pageContext }: PageProps<object, InfoContext>) {
  return pageContext.kind === 'article' ? (
    <InfoArticle title={pageContext.title} html={pageContext.html} />
  ) : (
    <Directory name={pageContext.directory} entries={pageContext.entries} />
  );
}

export const Head: HeadFC<object, InfoContext> = ({ pageContext }) => {
  const { title, description } = pageContext.kind === 'article' ? pageContext : bgInfo.directories[pageContext.directory];
  return <Seo title={title} description={description} path={pageContext.pagePath} />;
};
