import { INFO_PAGES_DIR, markdownText, parseInfoPage, readInfoPages, renderMarkdown } from './info-pages';

const page = (front: string, body = 'Текст.') => parseInfoPage({ source: `---\n${front}\n---\n${body}`, file: 'x.md' });

describe('Markdown rendering', () => {
  test('renders headings, lists, tables and links', () => {
    const html = renderMarkdown('## Глава\n\n- [Контакти](/contact)\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
    expect(html).toContain('<h2>Глава</h2>');
    expect(html).toContain('<li><a href="/contact">Контакти</a></li>');
    expect(html).toContain('<td>1</td>');
  });

  test('raw HTML is escaped, never passed through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nТекст <img src=x onerror=alert(1)> и <b>удебелен</b>');
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '//evil.example/path',
  ])('a link to %s is not a link', (url) => {
    const html = renderMarkdown(`[натиснете](${url}) ![снимка](${url})`);
    expect(html).not.toMatch(/<a |<img /);
  });

  test.each(['https://uyut.bg/', 'http://example.com', 'mailto:kontakt@uyut.bg', '/terms/cookies', '#pomosht'])(
    'a link to %s stays',
    (url) => {
      expect(renderMarkdown(`[тук](${url})`)).toContain(`<a href="${url}">тук</a>`);
    },
  );

  test('the text of a page has no markup', () => {
    expect(markdownText('## Бисквитки\n\nПазим **само** `session` и [нищо друго](/x).\n\n| a |\n| - |\n| клетка |\n')).toBe(
      'Бисквитки Пазим само session и нищо друго . a клетка',
    );
  });
});

describe('info page sources', () => {
  test('front matter gives title, description and path; the body is rendered', () => {
    expect(page('title: Кои сме ние\ndescription: За нас: кратко.\npath: /about-us', '## Глава')).toEqual({
      path: '/about-us',
      title: 'Кои сме ние',
      description: 'За нас: кратко.',
      html: '<h2>Глава</h2>\n',
      text: 'Глава',
    });
  });

  test.each([
    ['no front matter', () => parseInfoPage({ source: '# Заглавие', file: 'x.md' }), /no front matter/],
    ['no title', () => page('description: d\npath: /a'), /no title/],
    ['no description', () => page('title: t\npath: /a'), /no description/],
    ['a path that is no site path', () => page('title: t\ndescription: d\npath: javascript:alert(1)'), /not a site path/],
  ])('%s is an error', (_, read, message) => {
    expect(read).toThrow(message);
  });

  test('the repository’s pages are all there, each with a Bulgarian title and description', () => {
    const pages = readInfoPages(INFO_PAGES_DIR);
    expect(pages.map((p) => p.path).sort()).toEqual([
      '/about-eshop',
      '/about-eshop/faq',
      '/about-us',
      '/at-us',
      '/contact',
      '/terms',
      '/terms/cookies',
      '/terms/eshops',
      '/terms/privacy-policy',
      '/terms/terms-of-trade',
      '/terms/terms-of-use',
    ]);
    for (const p of pages) {
      expect(p.title).toMatch(/[А-Яа-я]/);
      expect(p.description).toMatch(/[А-Яа-я]/);
      expect(p.text.length).toBeGreaterThan(200);
    }
  });
});
