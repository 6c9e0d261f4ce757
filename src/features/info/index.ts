export { Directory, type DirectoryEntry, type DirectoryName } from './directory';
export { InfoArticle } from './info-article';
