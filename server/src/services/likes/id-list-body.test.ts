import { parseIdList } from './id-list-body';

describe('parseIdList (a batch body of item ids, parsed without interning each id)', () => {
  it.each([
    '[]',
    ' [ ] ',
    '["100"]',
    '[100]',
    '["100","101",102]',
    ' \n[ "100" ,\t101 ,"2-3" ]\r\n',
    '["", "абв", "__proto__", "constructor", "💡"]',
    '[9007199254740993, 1]',
  ])('reads %j exactly as JSON.parse does', (body) => {
    expect(parseIdList(body)).toEqual(JSON.parse(body));
  });

  it('reads any list of short ids and positive integers as JSON.parse does', () => {
    const ids = Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? i + 1 : `${i * 7919}-${i}`));
    const body = JSON.stringify(ids);
    expect(parseIdList(body)).toEqual(JSON.parse(body));
  });

  it.each([
    ['an escape', '["10\\"0"]'],
    ['a unicode escape', '["\\u0031"]'],
    ['a control character', '["10\u00010"]'],
    ['zero', '[0]'],
    ['a leading zero', '[0100]'],
    ['a negative number', '[-1]'],
    ['a fraction', '[1.5]'],
    ['an exponent', '[1e2]'],
    ['a boolean', '[true]'],
    ['null', '[null]'],
    ['a nested list', '[[1]]'],
    ['an object', '{"ids":[1]}'],
    ['a trailing comma', '[1,]'],
    ['a missing comma', '[1 2]'],
    ['an unclosed list', '[1,'],
    ['an unclosed string', '["100'],
    ['text after the list', '[1] x'],
    ['nothing', ''],
  ])('leaves a body with %s to the general JSON parser', (_what, body) => {
    expect(parseIdList(body)).toBeNull();
  });
});
