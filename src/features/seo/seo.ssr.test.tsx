/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { parse } from 'node-html-parser';
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from './seo';

const HOSTILE = '</script><script>alert(1)</script> &lt;script&gt;alert(2)&lt;/script&gt; <!--';

/** What Gatsby's SSR Head does with a script: render it, parse the markup, and write the parsed text back unescaped. */
function throughGatsbyHead(markup: string): string {
  const script = parse(markup).querySelector('script')!;
  return `<script type="application/ld+json">${script.text}</script>`;
}

describe('JsonLd (structured data from feed text)', () => {
  const data = { '@type': 'Product', name: HOSTILE, brand: { '@type': 'Brand', name: HOSTILE }, description: HOSTILE };

  it('stays one inert block with the same data after Gatsby Head writes it into the page', () => {
    const page = `<!doctype html><head>${throughGatsbyHead(renderToStaticMarkup(<JsonLd data={data} />))}</head><body><p>after</p></body>`;
    const { document } = new JSDOM(page).window;
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(data);
    expect(document.querySelector('p')?.textContent).toBe('after');
  });
});
