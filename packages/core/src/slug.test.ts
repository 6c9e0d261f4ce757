import { slugify, slugifyShort } from './slug';

describe('slugify', () => {
  it('transliterates Bulgarian letters by the streamlined system', () => {
    expect(slugify('Ъглови дивани')).toBe('aglovi-divani');
    expect(slugify('щ ж ц ч ш й х ь ю я')).toBe('sht-zh-ts-ch-sh-y-h-y-yu-ya');
    expect(slugify('Абвгдезиклмнопрстуф')).toBe('abvgdeziklmnoprstuf');
  });

  it('writes "ия" at the end of a word as "ia" but keeps "iya" inside a word', () => {
    expect(slugify('София')).toBe('sofia');
    expect(slugify('Лампи България')).toBe('lampi-balgaria');
    expect(slugify('Трапезария, столове')).toBe('trapezaria-stolove');
    expect(slugify('Ияшка')).toBe('iyashka');
  });

  it('lowercases and joins runs of other characters with one hyphen, trimmed', () => {
    expect(slugify('  Лампи.бг  ')).toBe('lampi-bg');
    expect(slugify('Маса 160x90 см — (дъб)!!')).toBe('masa-160x90-sm-dab');
    expect(slugify('Café Déco')).toBe('cafe-deco');
    expect(slugify('---')).toBe('');
  });
});

describe('slugifyShort', () => {
  it('cuts long slugs at a hyphen without a trailing hyphen', () => {
    const slug = slugifyShort('Ъглов диван Верона с ракла и функция сън, ляв, сив', 30);
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug).toBe('aglov-divan-verona-s-rakla-i');
    expect(slugifyShort('Кратко име', 30)).toBe('kratko-ime');
  });
});
