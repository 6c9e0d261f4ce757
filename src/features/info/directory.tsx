import { bgInfo } from '../../i18n/info';
import './info.css';

/** One entry of a directory page: a name, its listing and how many products it has. */
export interface DirectoryEntry {
  name: string;
  url: string;
  productCount: number;
}

/** The directories the build makes of the catalogue (plugins/gatsby-source-uyut/catalogue-directory.ts), each with its texts. */
export type DirectoryName = keyof typeof bgInfo.directories;

export interface DirectoryProps {
  name: DirectoryName;
  entries: readonly DirectoryEntry[];
}

/**
 * A directory page (/eshops, /manufacturers): the entries alphabetically, each a link to its listing with its product
 * count. Plain anchors: a shop or manufacturer list is long, and Gatsby's links would prefetch every listing in view.
 */
export function Directory({ name, entries }: DirectoryProps) {
  const { title, intro } = bgInfo.directories[name];
  return (
    <section className="container info-page">
      <h1 className="info-page__title">{title}</h1>
      <p>{entries.length === 0 ? bgInfo.empty : intro}</p>
      <ul className="directory">
        {entries.map((entry) => (
          <li key={entry.url} className="directory__entry">
            <a href={entry.url}>{entry.name}</a> <span className="directory__count">{bgInfo.productCount(entry.productCount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
