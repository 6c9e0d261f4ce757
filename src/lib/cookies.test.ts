import { deleteCookie, parseCookies, readCookie, serialiseCookie, writeCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => {
    for (const name of parseCookies(document.cookie).keys()) deleteCookie(name);
  });

  it('parses a Cookie header, decoding values and keeping the first of duplicate names', () => {
    const cookies = parseCookies('token=abc.def; adminMode=1; name=%D0%98%D0%B2%D0%B0%D0%BD; token=later; broken=%E0%A4%A');
    expect(cookies.get('token')).toBe('abc.def');
    expect(cookies.get('adminMode')).toBe('1');
    expect(cookies.get('name')).toBe('Иван');
    expect(cookies.get('broken')).toBe('%E0%A4%A');
  });

  it('reads one cookie from a header or from document.cookie', () => {
    expect(readCookie('adminMode', 'a=1; adminMode=0')).toBe('0');
    expect(readCookie('missing', 'a=1')).toBeNull();
    writeCookie({ name: 'seen', value: '3;7' });
    expect(readCookie('seen')).toBe('3;7');
  });

  it('serialises path, SameSite and a lifetime in days', () => {
    expect(serialiseCookie({ name: '_cc', value: 'analytics|essential', maxAgeDays: 365 })).toBe(
      '_cc=analytics%7Cessential; Path=/; SameSite=Lax; Max-Age=31536000',
    );
  });

  it('deletes a cookie', () => {
    writeCookie({ name: 'gone', value: 'x' });
    deleteCookie('gone');
    expect(readCookie('gone')).toBeNull();
  });
});
