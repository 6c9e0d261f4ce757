import { collapse } from './xml-items';

describe('collapse, the normaliser of short feed text (names, brands, categories, parameters)', () => {
  it('reads character references that platforms write twice, and collapses whitespace', () => {
    expect(collapse('  Кресло &quot;Оскар&quot;\n &ndash;\tзелено &#8470;1 ')).toBe('Кресло "Оскар" – зелено №1');
  });
  it('keeps what looks like markup as the text the shop wrote (issue 21: every page escapes it)', () => {
    expect(collapse("Диван </script><script>alert('x')</script> <b>нов</b> 5 < 6")).toBe(
      "Диван </script><script>alert('x')</script> <b>нов</b> 5 < 6",
    );
    expect(collapse("</script><script>alert('manufacturer')</script>")).toBe("</script><script>alert('manufacturer')</script>");
  });
  it('decodes once: a reference written three times stays a reference', () => {
    expect(collapse('A &amp;amp; B')).toBe('A &amp; B');
  });
  it('is null for nothing or blanks', () => {
    expect(collapse(null)).toBeNull();
    expect(collapse(' \n ')).toBeNull();
  });
});
