import { writeSync } from 'node:fs';

/** What pino needs from a destination, plus the flush that every exit path of main.ts calls. */
export type LogDestination = { write(line: string): void; flushSync(): void };

/** Above this, lines are written at once instead of waiting for the end of the event-loop turn. */
const BATCH_CHARS = 64 * 1024;
/** How long one blocked write (a full pipe) waits before trying again. */
const EAGAIN_WAIT_MS = 1;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * The production log stream. Lines written during one turn of the event loop are collected and
 * written to `fd` (stdout) with one synchronous write when the turn ends (setImmediate), or at
 * once when they pass 64 KiB.
 *
 * Why not pino.destination: its synchronous mode makes one write(2) per line, and under load every
 * request writes an access-log line; its asynchronous mode (sonic-boom) measures the whole pending
 * buffer with Buffer.byteLength on every line while a write is in flight, which cost ~4% of the
 * busiest reads' CPU (docs/benchmarks.md). One write per turn keeps the order of lines, never has
 * a write in flight at exit (so `flushSync()` loses and repeats nothing), and a stalled reader
 * slows the server down instead of growing memory without bound.
 */
export function createLogDestination(fd = 1): LogDestination {
  let pending: string[] = [];
  let pendingChars = 0;
  let scheduled = false;

  const flushSync = () => {
    if (pending.length === 0) return;
    const bytes = Buffer.from(pending.join(''), 'utf8');
    pending = [];
    pendingChars = 0;
    writeAll(fd, bytes);
  };

  return {
    write(line) {
      pending.push(line);
      pendingChars += line.length;
      if (pendingChars >= BATCH_CHARS) {
        flushSync();
      } else if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          flushSync();
        });
      }
    },
    flushSync,
  };
}

/**
 * Writes every byte, retrying partial writes and a non-blocking pipe that is momentarily full.
 * Any other failure (the reader has gone: EPIPE) drops the batch: logging must never take the
 * server down with it.
 */
function writeAll(fd: number, bytes: Buffer): void {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset, bytes.length - offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      Atomics.wait(sleeper, 0, 0, EAGAIN_WAIT_MS);
    }
  }
}
