import lunr from 'lunr';
import { INFO_PAGES_DIR, readInfoPages } from '../../plugins/gatsby-source-uyut/info-pages';
import { buildPageIndex } from '../../plugins/gatsby-source-uyut/page-index';
import { loadPageIndex, type PageIndex, searchPages } from './page-index';

const infoPages = readInfoPages(INFO_PAGES_DIR).map((page) => ({ url: page.path, title: page.title, body: page.text }));
/* Through JSON, as the panel gets it. */
const pageIndex: PageIndex = loadPageIndex(JSON.parse(JSON.stringify(buildPageIndex(infoPages))));
const urls = (query: string) => searchPages({ pageIndex, query }).map((hit) => hit.url);

const sample = [
  { url: '/a', title: 'Бисквитки', body: 'Сесията ви пази влезли.' },
  { url: '/b', title: 'Доставка', body: 'Магазинът доставя мебелите.' },
];

describe('page index', () => {
  test('keeps Cyrillic tokens, stemmed, where lunr’s own pipeline drops them', () => {
    const tokens = (index: object) => (index as { invertedIndex: [string, unknown][] }).invertedIndex.map(([token]) => token);
    expect(tokens(buildPageIndex(sample).index)).toEqual(expect.arrayContaining(['бисквитк', 'сес', 'доставк', 'мебел', 'магазин']));
    const stock = lunr(function () {
      this.ref('url');
      this.field('body');
      sample.forEach((page) => this.add(page));
    });
    expect(tokens(stock.toJSON()).filter((token) => /[а-я]/.test(token))).toEqual([]);
  });

  test.each([
    ['условия', ['/terms/terms-of-use', '/terms/eshops']],
    ['бисквитки', ['/terms/cookies']],
    ['БИСКВИТКИТЕ', ['/terms/cookies']],
    ['бискви́тки', ['/terms/cookies']],
    ['бискв', ['/terms/cookies']],
    ['biskvitki', ['/terms/cookies']],
    ['поверителност', ['/terms/privacy-policy']],
    ['фийд heureka', ['/about-eshop', '/terms/eshops']],
  ])('%s finds %j', (query, expected) => {
    expect(urls(query)).toEqual(expect.arrayContaining(expected));
  });

  test('every word must match: a word no page holds leaves nothing', () => {
    expect(urls('бисквитки')).not.toEqual([]);
    expect(urls('бисквитки жираф')).toEqual([]);
  });

  test('the best page comes first and hits carry the page title', () => {
    expect(searchPages({ pageIndex, query: 'бисквитки' })[0]).toEqual({ url: '/terms/cookies', title: 'Бисквитки' });
  });

  test('lunr query syntax in the input is plain text, never an error', () => {
    for (const query of ['+title:бисквитки', 'бисквитки~2', '-', '*', '^^', ':']) expect(() => urls(query)).not.toThrow();
    expect(urls('+бисквитки^')).toContain('/terms/cookies');
    expect(urls('   ')).toEqual([]);
  });

  test('at most the limit of pages', () => {
    expect(searchPages({ pageIndex, query: 'уют', limit: 2 })).toHaveLength(2);
  });
});
