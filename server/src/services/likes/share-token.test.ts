import { openShareToken, sealShareToken } from './share-token';

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);

describe('favourites share token', () => {
  it('opens to the user and generation it was sealed with, and is the same token every time', () => {
    const token = sealShareToken({ userId: 42, generation: 3 }, key);
    expect(token).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(sealShareToken({ userId: 42, generation: 3 }, key)).toBe(token);
    expect(openShareToken(token, key)).toEqual({ userId: 42, generation: 3 });
  });

  it('names nothing readable: another generation or user gives an unrelated token', () => {
    const a = sealShareToken({ userId: 42, generation: 3 }, key);
    const b = sealShareToken({ userId: 42, generation: 4 }, key);
    const c = sealShareToken({ userId: 43, generation: 3 }, key);
    expect(new Set([a.slice(0, 16), b.slice(0, 16), c.slice(0, 16)]).size).toBe(3);
    expect(a).not.toContain('42');
  });

  it('refuses a token of another key, an altered token and malformed text', () => {
    const token = sealShareToken({ userId: 42, generation: 3 }, key);
    expect(openShareToken(token, otherKey)).toBeNull();
    for (const at of [0, 14, 20, 47]) {
      const altered = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
      expect(openShareToken(altered, key)).toBeNull();
    }
    for (const text of ['', 'abc', `${token}A`, token.replace(/./, '+')]) expect(openShareToken(text, key)).toBeNull();
  });
});
