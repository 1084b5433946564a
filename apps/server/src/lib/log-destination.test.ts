import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createLogDestination', () => {
  let dir: string;
  let file: string;
  let fd: number;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
    file = join(dir, 'out.log');
    fd = openSync(file, 'w');
  });
  afterEach(() => {
    if (fd >= 0) closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });
  const written = () => readFileSync(file, 'utf8');

  it('holds the lines of one event-loop turn and writes them, in order, when the turn ends', async () => {
    const log = createLogDestination(fd);
    log.write('{"n":1}\n');
    log.write('{"n":2,"msg":"예약 완료"}\n');
    expect(written()).toBe('');
    await nextTurn();
    await nextTurn();
    expect(written()).toBe('{"n":1}\n{"n":2,"msg":"예약 완료"}\n');
  });

  it('writes at once once the held lines pass 64 KiB', () => {
    const log = createLogDestination(fd);
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < 63; i++) log.write(line);
    expect(written()).toBe('');
    log.write(line);
    expect(written()).toBe(line.repeat(64));
  });

  it('flushSync writes what is held, so an exit loses no line and the later flush repeats none', async () => {
    const log = createLogDestination(fd);
    log.write('last words\n');
    log.flushSync();
    expect(written()).toBe('last words\n');
    await nextTurn();
    await nextTurn();
    expect(written()).toBe('last words\n');
  });

  it('drops lines it cannot write instead of throwing into the server', () => {
    const log = createLogDestination(fd);
    closeSync(fd);
    fd = -1;
    log.write('nowhere to go\n');
    expect(() => log.flushSync()).not.toThrow();
  });
});
