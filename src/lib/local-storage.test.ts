import { localStorageOrNull } from './local-storage';

describe('localStorage access (spec §8: browser storage disabled)', () => {
  it('returns the storage when the browser allows it', () => {
    expect(localStorageOrNull('the compare list')).toBe(window.localStorage);
  });

  it('returns null and warns with the cause when reading storage throws', () => {
    const denied = new DOMException('denied', 'SecurityError');
    const getter = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw denied;
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(localStorageOrNull('the compare list')).toBeNull();
    expect(warn).toHaveBeenCalledWith('localStorage is not available; the compare list will not be kept.', denied);
    getter.mockRestore();
    warn.mockRestore();
  });
});
