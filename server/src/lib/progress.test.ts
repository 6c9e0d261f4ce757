import { createProgress } from './progress';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { writes, stream: { isTTY, write: (chunk: string) => writes.push(chunk) } as unknown as NodeJS.WriteStream };
}

describe('progress display on long steps', () => {
  it('prints the start and a line per 10% when not a terminal, with counts and rate', () => {
    const { writes, stream } = fakeStream(false);
    const progress = createProgress({ label: 'Importing', total: 100, stream });
    for (let done = 1; done <= 100; done++) progress.update(done);
    progress.done('100 offers');
    expect(writes).toHaveLength(12);
    expect(writes[10]).toMatch(/^Importing \[#+-*\] 100% 100\/100 items \(\d+ items\/s\)\n$/);
    expect(writes[11]).toMatch(/^Importing: 100 offers in \d+\.\d s\n$/);
  });

  it('redraws one line on a terminal', () => {
    const { writes, stream } = fakeStream(true);
    const progress = createProgress({ label: 'Importing', total: 10, stream });
    progress.update(10);
    expect(writes[0]?.startsWith('\r\u001b[2KImporting [########################] 100%')).toBe(true);
  });
});
