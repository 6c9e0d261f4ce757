import {
  foldSearchText,
  latinToCyrillic,
  normaliseSearchQuery,
  SEARCH_QUERY_MAX,
  searchPath,
  searchTerms,
  stemBulgarian,
  typoBudget,
  withinEditDistance,
} from '.';

describe('normaliseSearchQuery (spec §5: the query is trimmed; q is required)', () => {
  it.each([
    ['  диван  ', 'диван'],
    ['ъглов   диван', 'ъглов диван'],
    ['ъглов\tдиван\n', 'ъглов диван'],
    ['ди\u0000ван', 'ди ван'],
    ['диван\u0007', 'диван'],
    ['\u200bдиван', 'диван'],
    ['', null],
    ['   ', null],
    ['\u0000\u0001\n', null],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseSearchQuery(raw)).toBe(expected);
  });

  it('keeps a long query whole, so the server can refuse it rather than search a cut one', () => {
    expect(normaliseSearchQuery('а'.repeat(SEARCH_QUERY_MAX + 1))).toHaveLength(SEARCH_QUERY_MAX + 1);
  });
});

describe('searchPath', () => {
  it.each([
    ['диван', '/search?q=%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD'],
    [' ъглов диван ', '/search?q=%D1%8A%D0%B3%D0%BB%D0%BE%D0%B2%20%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD'],
    ['a&b=c', '/search?q=a%26b%3Dc'],
  ])('%j → %s', (query, path) => {
    expect(searchPath(query)).toBe(path);
  });
});

describe('foldSearchText', () => {
  it.each([
    ['ДИВАН', 'диван'],
    ['Дива\u0301н', 'диван'],
    ['ѝ', 'и'],
    ['Ёлка', 'елка'],
    ['чай', 'чай'],
    ['Й', 'й'],
    ['Шкаф, 3-крилен!', 'шкаф 3 крилен'],
    ['IKEA Café', 'ikea cafe'],
    ['  ', ''],
  ])('%j → %j', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });
});

describe('latinToCyrillic (the streamlined system read backwards)', () => {
  it.each([
    ['shkaf', 'шкаф'],
    ['divan', 'диван'],
    ['masa', 'маса'],
    ['zhulti', 'жулти'],
    ['tsvyat', 'цвят'],
    ['chasha', 'чаша'],
    ['shtora', 'щора'],
    ['yurgan', 'юрган'],
    ['yastak', 'ястак'],
    ['stol', 'стол'],
    ['lampa', 'лампа'],
    ['kuhnya', 'кухня'],
    ['chay', 'чай'],
  ])('%s reads first as %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)[0]).toBe(cyrillic);
  });

  it.each([
    ['aglov', 'ъглов'],
    ['zhalt', 'жълт'],
    ['zhult', 'жълт'],
    ['kash', 'къш'],
  ])('tries ъ for a and u: %s can be %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toContain(cyrillic);
  });

  it('tries ъ at no more than the first three a/u, so a long word stays at eight readings', () => {
    expect(latinToCyrillic('masamasamasa')).toHaveLength(8);
    expect(latinToCyrillic('stol')).toEqual(['стол']);
  });
});

describe('stemBulgarian (plural and article endings)', () => {
  it.each([
    ['диван', 'диван'],
    ['дивани', 'диван'],
    ['диванът', 'диван'],
    ['дивана', 'диван'],
    ['диваните', 'диван'],
    ['маса', 'мас'],
    ['маси', 'мас'],
    ['масата', 'мас'],
    ['масите', 'мас'],
    ['шкаф', 'шкаф'],
    ['шкафове', 'шкаф'],
    ['шкафовете', 'шкаф'],
    ['столове', 'стол'],
    ['легло', 'легл'],
    ['легла', 'легл'],
    ['леглото', 'легл'],
    ['пасища', 'пас'],
    ['червен', 'червен'],
    ['червена', 'червен'],
    ['червено', 'червен'],
    ['червени', 'червен'],
    ['категорията', 'категор'],
    ['кухня', 'кухн'],
    ['кухни', 'кухн'],
    ['ваза', 'ваз'],
    ['пи', 'пи'],
    ['ikea', 'ikea'],
  ])('%s → %s', (word, stem) => {
    expect(stemBulgarian(word)).toBe(stem);
  });
});

describe('typo tolerance (Damerau-Levenshtein: ≤ 1 edit for 4-7 letters, ≤ 2 for 8+)', () => {
  it.each([
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [15, 2],
  ])('a word of %d letters may be %d edits off', (length, budget) => {
    expect(typoBudget(length)).toBe(budget);
  });

  it.each([
    ['диван', 'диван', 0, true],
    ['дван', 'диван', 1, true],
    ['дивна', 'диван', 1, true],
    ['дивам', 'диван', 1, true],
    ['диванн', 'диван', 1, true],
    ['дивнаа', 'диван', 1, false],
    ['гардероп', 'гардероб', 2, true],
    ['гадреорб', 'гардероб', 2, true],
    ['гардер', 'гардероб', 2, true],
    ['гард', 'гардероб', 2, false],
    ['маса', 'лампа', 1, false],
  ])('%s ~ %s within %d: %s', (a, b, max, within) => {
    expect(withinEditDistance(a, b, max)).toBe(within);
  });
});

describe('searchTerms', () => {
  it('folds, splits and marks the last word as a prefix', () => {
    expect(searchTerms('Ъглови  Дива\u0301ни')).toEqual([
      { word: 'ъглови', forms: ['ъглови'], stems: ['ъглов'], prefix: false },
      { word: 'дивани', forms: ['дивани'], stems: ['диван'], prefix: true },
    ]);
  });

  it('adds the Cyrillic readings of a Latin-typed word', () => {
    const [term] = searchTerms('shkafove');
    expect(term?.forms).toEqual(['shkafove', 'шкафове', 'шкъфове']);
    expect(term?.stems).toEqual(['shkafove', 'шкаф', 'шкъф']);
  });

  it('has no terms for punctuation alone', () => {
    expect(searchTerms(' -, ')).toEqual([]);
  });
});
