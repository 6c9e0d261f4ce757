import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { LoadFigures, LoadRun } from './http-load';

export type { LoadFigures, LoadRun } from './http-load';

/** Runs one load in a child process (http-load.ts), so the generator never shares the server's event loop. */
export function load(run: LoadRun): Promise<LoadFigures> {
  return new Promise<LoadFigures>((resolve, reject) => {
    const child = fork(join(__dirname, 'http-load.ts'), { execArgv: ['--import', 'tsx'] });
    child.once('message', (answer: LoadFigures) => resolve(answer));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load generator exited with ${code}`))));
    child.send(run);
  });
}
