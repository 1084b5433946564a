/**
 * A throwaway PostgreSQL 15 cluster on 127.0.0.1, for the cluster test (scripts/cluster-test.mjs)
 * and the bench's two-instance part (bench/lib/live.ts); .ci/run starts its own the same way in
 * bash. As root the cluster belongs to the postgres user (PostgreSQL refuses to run as root), in
 * a directory of its own under the system's temporary directory. fsync is off: the cluster is
 * thrown away, durability buys nothing but time here.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Whether Debian's PostgreSQL 15 server binaries are installed. */
export function hasPostgres15() {
  return existsSync(join(PG_BIN, 'initdb'));
}

/**
 * Creates and starts the cluster on `port`. `stop()` and `start()` stop and start it again on the
 * same port and data (the cluster test's outage); `remove()` stops it and deletes everything.
 */
export function startThrowawayPostgres({ port, label = 'venue-pg' }) {
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    chownSync(dir, Number(uid), Number(gid));
  }
  const run = (command, args) => {
    const [file, argv] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args]]
      : [join(PG_BIN, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  };
  const data = join(dir, 'data');
  const start = () =>
    run('pg_ctl', [
      ...['-D', data, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start'],
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off`,
    ]);
  const stop = () => {
    if (existsSync(join(data, 'postmaster.pid')))
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  const remove = () => {
    try {
      stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    run('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    start();
  } catch (error) {
    remove();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, start, stop, remove };
}
