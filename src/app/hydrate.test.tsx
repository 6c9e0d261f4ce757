import { hydrateInSlices } from './hydrate';

/** Keeps the main thread for `ms`, like a heavy card does on a throttled phone. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

function Busy({ name, log, ms }: { name: string; log: string[]; ms: number }) {
  spin(ms);
  log.push(name);
  return <p>{name}</p>;
}

function Page({ log }: { log: string[] }) {
  return (
    <main>
      {['a', 'b', 'c', 'd'].map((name) => (
        <Busy key={name} name={name} log={log} ms={8} />
      ))}
    </main>
  );
}

function whenLogged(log: string[], entry: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (log.includes(entry) ? resolve() : setTimeout(check, 1));
    check();
  });
}

describe('hydrateInSlices (Lighthouse TBT: hydration must not be one long task)', () => {
  it('hydrates the server HTML in slices, letting other tasks run between its parts', async () => {
    const container = document.createElement('div');
    const serverHtml = '<main><p>a</p><p>b</p><p>c</p><p>d</p></main>';
    container.innerHTML = serverHtml;
    const serverNodes = [...container.querySelectorAll('p')];
    const log: string[] = [];
    hydrateInSlices(<Page log={log} />, container);
    const between = setInterval(() => log.push('other task'), 0);
    await whenLogged(log, 'd');
    clearInterval(between);
    expect(log.filter((e) => e !== 'other task')).toEqual(['a', 'b', 'c', 'd']);
    expect(log.slice(log.indexOf('a'), log.indexOf('d'))).toContain('other task');
    expect(container.innerHTML).toBe(serverHtml);
    expect([...container.querySelectorAll('p')]).toEqual(serverNodes);
  });

  it('renders a container without server HTML (a client-only page) from scratch, without hydration errors', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    const log: string[] = [];
    hydrateInSlices(<Page log={log} />, container);
    await whenLogged(log, 'd');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(container.querySelectorAll('p')).toHaveLength(4);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
