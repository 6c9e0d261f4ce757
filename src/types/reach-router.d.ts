/** The exports of Gatsby's router fork that the site uses; the package ships no types. */
declare module '@gatsbyjs/reach-router' {
  /** The router's history: `listen` calls back on every navigation and history move, before React renders it. */
  export const globalHistory: { listen(listener: () => void): () => void; navigate(to: string): Promise<void> };
  export function pick<R extends { path: string }>(
    routes: R[],
    uri: string,
  ): { route: R; params: Record<string, string>; uri: string } | null;
}
