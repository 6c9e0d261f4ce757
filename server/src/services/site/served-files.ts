/** Present in the site folder only once a whole build is in place: `npm start` writes it last, then moves the build in. */
export const BUILD_STAMP = '.uyut-build.json';

/**
 * Which files of the built site the public may read, and how long they may keep them. Gatsby writes build
 * internals next to the pages (stats, chunk map, source maps, our own build stamp and script manifest, the
 * slices it stitched into pages, the precompressed variants); none of them is part of the site.
 */
const HIDDEN = [
  /(^|\/)\./, // dotfiles: .uyut-build.json, .uyut-csp.json
  /^_gatsby\//, // slices already stitched into the pages
  /^(webpack\.stats|chunk-map)\.json$/,
  /\.map$/,
  /\.(br|gz)$/, // served only as the encoding of their page, never under their own name
];

/** Whether a file of the site folder (relative path, forward slashes) is served. */
export function isPublicSiteFile(file: string): boolean {
  return !HIDDEN.some((pattern) => pattern.test(file));
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Gatsby names its bundles and styles after their content hash, and static/ files after theirs. */
export function cacheControlFor(file: string): string {
  return file.startsWith('static/') || /[-.][0-9a-f]{20}\.(js|css)$/.test(file) ? IMMUTABLE : REVALIDATE;
}
