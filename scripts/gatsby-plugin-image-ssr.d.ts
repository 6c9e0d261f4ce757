/** The part of gatsby-plugin-image's SSR API the script manifest renders; the package ships no types for it. */
declare module 'gatsby-plugin-image/gatsby-ssr' {
  import type { ReactElement } from 'react';

  export function onRenderBody(api: { setHeadComponents(components: ReactElement[]): void }): void;
}
