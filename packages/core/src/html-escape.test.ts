import { escapeHtml, jsonForScript } from './html-escape';

const HOSTILE = `</script><script>alert(1)</script> & "quoted" 'single' <!-- <img src=x onerror=alert(2)>`;

describe('escapeHtml (text and attribute contexts)', () => {
  it('leaves no character that opens a tag, an entity or ends a quoted attribute', () => {
    const escaped = escapeHtml(HOSTILE);
    expect(escaped).not.toMatch(/[<>"']/);
    expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
  });

  it('round-trips through an HTML parser as the same text, in content and in an attribute', () => {
    const host = document.createElement('div');
    host.innerHTML = `<p title="${escapeHtml(HOSTILE)}">${escapeHtml(HOSTILE)}</p>`;
    const p = host.querySelector('p')!;
    expect(p.textContent).toBe(HOSTILE);
    expect(p.getAttribute('title')).toBe(HOSTILE);
    expect(host.querySelectorAll('script, img')).toHaveLength(0);
  });

  it('keeps Bulgarian text and already escaped entities as text', () => {
    expect(escapeHtml('Диван „Рим“ &amp; табуретка')).toBe('Диван „Рим“ &amp;amp; табуретка');
  });
});

describe('jsonForScript (inline script and JSON-LD bodies)', () => {
  const value = { name: HOSTILE, description: 'ред\u2028нов\u2029абзац', nested: [{ brand: '&lt;script&gt;' }] };

  it('never contains a character that could end the script or start a comment or entity', () => {
    expect(jsonForScript(value)).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(jsonForScript(value))).toEqual(value);
  });

  it('stays one inert script element with the same data when parsed as HTML', () => {
    const host = document.createElement('div');
    host.innerHTML = `<script type="application/ld+json">${jsonForScript(value)}</script><p>after</p>`;
    expect(host.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(host.querySelector('script')!.textContent!)).toEqual(value);
    expect(host.querySelector('p')?.textContent).toBe('after');
  });

  it('writes plain JSON unchanged otherwise', () => {
    expect(jsonForScript({ '@type': 'Product', price: 12.5, name: 'Диван' })).toBe('{"@type":"Product","price":12.5,"name":"Диван"}');
  });
});
