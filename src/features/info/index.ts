export { Directory, type DirectoryEntry } from './directory';
export { InfoArticle } from './info-article';
