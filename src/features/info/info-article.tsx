import './info.css';

export interface InfoArticleProps {
  title: string;
  /** The body as the build rendered it from its Markdown source (plugins/gatsby-source-uyut/info-pages.ts): escaped, safe links only. */
  html: string;
}

/** An info or legal page: its title and its rendered body. */
export function InfoArticle({ title, html }: InfoArticleProps) {
  return (
    <article className="container info-page">
      <h1 className="info-page__title">{title}</h1>
      <div className="info-page__body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
