/** @jest-environment node */
import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { renderBody } from './render-body';

/** Text pieces of every length around React's 2 KB buffer, so Cyrillic characters straddle its end at every offset. */
function Catalogue() {
  return (
    <ul>
      {Array.from({ length: 400 }, (_, index) => (
        <li key={index}>
          {'ъ'.repeat(index % 7)}Ъгъл диван „Верона“ – {index},90 лв. {'€'.repeat(index % 3)}
        </li>
      ))}
    </ul>
  );
}

/** What Gatsby 5 does: React's Node stream into a Writable that joins its chunks. */
function gatsbyRender(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        html += chunk.toString();
        next();
      },
    });
    sink.on('finish', () => resolve(html));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

describe('renderBody (the static pages body renderer, react#26228)', () => {
  test('React 18 Node stream renderer, as Gatsby uses it, puts NUL bytes into Bulgarian text', async () => {
    expect(await gatsbyRender(<Catalogue />)).toContain('\u0000');
  });

  test('renders the same markup as renderToString, with no NUL or replacement character', async () => {
    const html = await renderBody(<Catalogue />);
    expect(html).toBe(renderToString(<Catalogue />));
    expect(html).not.toContain('\u0000');
    expect(html).not.toContain('\uFFFD');
  });

  test('a render error fails the page', async () => {
    function Broken(): React.ReactElement {
      throw new Error('broken component');
    }
    await expect(renderBody(<Broken />)).rejects.toThrow('broken component');
  });
});
