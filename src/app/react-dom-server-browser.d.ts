/** React's web-streams server renderer; its types are those of `react-dom/server`, which declares it too. */
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}
