/** The one export of Gatsby's router fork that the site uses (src/app/route-pick.ts); the package ships no types. */
declare module '@gatsbyjs/reach-router' {
  export function pick<R extends { path: string }>(
    routes: R[],
    uri: string,
  ): { route: R; params: Record<string, string>; uri: string } | null;
}
