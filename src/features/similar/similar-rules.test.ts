import { gridColumns, rowEndIndex } from './similar-rules';

describe('gridColumns (spec §2: 2 columns on mobile, wider on desktop; spec §9 breakpoints)', () => {
  it.each([
    [375, 2],
    [768, 3],
    [1024, 4],
    [1535, 4],
    [1536, 5],
  ])('%d px → %d columns', (width, columns) => {
    expect(gridColumns({ width, layout: 'grid' })).toBe(columns);
  });

  it('has one column in the row layout', () => {
    expect(gridColumns({ width: 1600, layout: 'row' })).toBe(1);
  });
});

describe('rowEndIndex (spec §2: the similar row opens under the clicked card’s grid row)', () => {
  it('finds the last card of the row', () => {
    expect(rowEndIndex({ index: 0, columns: 4, count: 10 })).toBe(3);
    expect(rowEndIndex({ index: 5, columns: 4, count: 10 })).toBe(7);
    expect(rowEndIndex({ index: 3, columns: 2, count: 10 })).toBe(3);
  });

  it('stops at the last card of a short last row, and at the card itself in rows', () => {
    expect(rowEndIndex({ index: 9, columns: 4, count: 10 })).toBe(9);
    expect(rowEndIndex({ index: 6, columns: 1, count: 10 })).toBe(6);
  });
});
