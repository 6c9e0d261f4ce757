import { FreeTextEscaper } from './free-text';

/** The escaper's output for `text` fed in chunks of `size` characters. */
function escaped(text: string, size = text.length): string {
  const escaper = new FreeTextEscaper(['SHOPITEM']);
  let out = '';
  for (let at = 0; at < text.length; at += size) out += escaper.write(text.slice(at, at + size));
  return out + escaper.end();
}

describe('FreeTextEscaper', () => {
  it('turns raw HTML in a free-text element into XML text, and leaves the rest of the feed as it is', () => {
    const xml =
      '<SHOP><SHOPITEM><ITEM_ID>A&amp;1</ITEM_ID><DESCRIPTION lang="bg"><p>Диван<br>сив</p> R&D &check; &xxe; &#0; &#8470;\u0001</DESCRIPTION>' +
      '<URL>https://x.example/?a=1&amp;b=2</URL></SHOPITEM></SHOP>';
    expect(escaped(xml)).toBe(
      '<SHOP><SHOPITEM><ITEM_ID>A&amp;1</ITEM_ID><DESCRIPTION lang="bg">&lt;p&gt;Диван&lt;br&gt;сив&lt;/p&gt; R&amp;D &check; &amp;xxe; &amp;#0; &#8470; </DESCRIPTION>' +
        '<URL>https://x.example/?a=1&amp;b=2</URL></SHOPITEM></SHOP>',
    );
  });

  it('keeps CDATA sections, comments, self-closed and prefixed free-text elements as they are', () => {
    const xml =
      '<rss><channel><title>A &amp; B</title><!-- <description> --><item><g:title>Маса</g:title><g:description/>' +
      '<g:description><![CDATA[<p>a & b</p>]]> & <![CDATA[<br>]]></g:description><PRODUCTNO>1<2</PRODUCTNO></item></channel></rss>';
    expect(escaped(xml)).toBe(xml.replace(']]> & <!', ']]> &amp; <!'));
  });

  it('gives the same text whatever the chunks the feed arrives in', () => {
    const xml =
      '<SHOP>\n<SHOPITEM><PRODUCTNAME>Маса & стол</PRODUCTNAME><DESCRIPTION><![CDATA[<b>]]>a<br/>b &hellip; &#x2116; &NewLine;</DESCRIPTION ></SHOPITEM>\n</SHOP>';
    const whole = escaped(xml);
    for (let size = 1; size <= 12; size++) expect(escaped(xml, size)).toBe(whole);
  });

  it('ends free text unescaped at an item tag or its own open tag, so an element never closed stays an XML error', () => {
    const xml = '<SHOPITEM><DESCRIPTION>a<br></DESCRIPTON></SHOPITEM><SHOPITEM><DESCRIPTION>b<DESCRIPTION>c</DESCRIPTION></SHOPITEM>';
    expect(escaped(xml)).toBe(
      '<SHOPITEM><DESCRIPTION>a&lt;br&gt;&lt;/DESCRIPTON&gt;</SHOPITEM><SHOPITEM><DESCRIPTION>b<DESCRIPTION>c</DESCRIPTION></SHOPITEM>',
    );
  });

  it('stops at a DOCTYPE: the parser refuses it, and nothing in it is rewritten', () => {
    const xml = '<!DOCTYPE SHOP [<!ENTITY x "<description>&y;">]><SHOP><DESCRIPTION>&x;</DESCRIPTION></SHOP>';
    expect(escaped(xml)).toBe(xml);
  });
});
