import { parseParams } from './params';

describe('stored variant parameters', () => {
  it('keeps well-formed entries and reads damaged JSON as none', () => {
    expect(parseParams('[{"name":"Цвят","value":"сив"},{"name":1},null]')).toEqual([{ name: 'Цвят', value: 'сив' }]);
    expect(parseParams('{not json')).toEqual([]);
    expect(parseParams('{"name":"Цвят"}')).toEqual([]);
  });
});
