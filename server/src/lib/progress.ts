/**
 * A one-line progress display for long steps: a redrawn bar with rate on a TTY, and a plain line
 * every 10% (so CI logs stay readable) otherwise.
 */
export interface Progress {
  update(done: number, total?: number): void;
  done(summary?: string): void;
}

export function createProgress(options: { label: string; total?: number; unit?: string; stream?: NodeJS.WriteStream }): Progress {
  const stream = options.stream ?? process.stderr;
  const started = Date.now();
  const unit = options.unit ?? 'items';
  let total = options.total ?? 0;
  let lastDecile = -1;
  let lastDraw = 0;

  const line = (done: number) => {
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    if (total <= 0) return `${options.label}: ${done} ${unit} (${rate} ${unit}/s)`;
    const ratio = Math.min(1, done / total);
    const width = 24;
    const filled = Math.round(ratio * width);
    return `${options.label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.round(ratio * 100)}% ${done}/${total} ${unit} (${rate} ${unit}/s)`;
  };

  return {
    update(done, newTotal) {
      if (newTotal !== undefined) total = newTotal;
      if (stream.isTTY) {
        const now = Date.now();
        if (now - lastDraw < 80 && done < total) return;
        lastDraw = now;
        stream.write(`\r\x1b[2K${line(done)}`);
        return;
      }
      const decile = total > 0 ? Math.floor((done / total) * 10) : -1;
      if (decile > lastDecile) {
        lastDecile = decile;
        stream.write(`${line(done)}\n`);
      }
    },
    done(summary) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      stream.write(`${stream.isTTY ? '\r\x1b[2K' : ''}${options.label}: ${summary ?? 'done'} in ${seconds} s\n`);
    },
  };
}
