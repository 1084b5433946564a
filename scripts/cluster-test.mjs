#!/usr/bin/env node
/**
 * `npm run test:cluster` (decision 038): the production topology on one machine —
 * a throwaway PostgreSQL 15, two server instances from apps/server/dist and Caddy with
 * deploy/Caddyfile in front — and checks made through the proxy:
 *
 *   a. bookings spread over both instances never oversell an instance;
 *   b. a check-in on one instance reaches a live stream held by the other within a second;
 *   c. a rate limit (new captchas) counts across both instances and per real client: one client,
 *      its sockets bound to 127.0.0.2, is let in exactly the limit's times over both instances,
 *      then refused 429 also with a forged X-Forwarded-For; a second client (127.0.0.3) is not;
 *   d. an instance stopped with SIGTERM and restarted under a steady load fails no request;
 *   e. every LISTEN backend cut in PostgreSQL (pg_terminate_backend) and a check-in made at once:
 *      the welcome still reaches the stream held through the proxy, within 5 s and exactly once;
 *   f. PostgreSQL stopped for a few seconds: every call meanwhile answers 503 (the instances'
 *      API calls DATABASE_UNAVAILABLE), never a 500, and they recover by themselves within 10 s
 *      of its return.
 *
 * It builds nothing: run `npm run build` first. Everything listens on 127.0.0.1 on ports free at
 * run time (check c's clients connect from 127.0.0.2 and 127.0.0.3, still the loopback), and every process it starts is stopped at the end, failure or not. The last line is
 * `tests: N passed, M failed`, as .ci/run reads it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CADDYFILE, hasCaddy, localCaddy } from './local-caddy.mjs';
import { hasPostgres15, PG_BIN, startThrowawayPostgres } from './throwaway-postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SERVER_MAIN = join(root, 'apps/server/dist/main.js');
const SANDBOX_OPERATOR = { loginId: 'staff', password: 'signal-staff-1234' };
/** Caddy's active health check interval here; the instances drain for three of them. */
const HEALTH_INTERVAL_MS = 500;
const SHUTDOWN_DRAIN_MS = 1500;
const startedAt = Date.now();

const work = mkdtempSync(join(tmpdir(), 'venue-cluster-'));
/** Stops, newest first; run once at the end whatever happened. */
const cleanups = [];
/** @type {{ name: string, status: 'passed' | 'failed', detail: string }[]} */
const results = [];

const log = (text) => console.log(text);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

// --- processes ---------------------------------------------------------------------------------

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startPostgres() {
  const postgres = startThrowawayPostgres({ port: await freePort(), label: 'venue-cluster-pg' });
  cleanups.push(() => postgres.remove());
  return postgres;
}

/** A child process whose output goes to a log file; `stop()` sends SIGTERM (SIGKILL after 15 s). */
function startProcess(name, command, args, env) {
  const logFile = join(work, `${name}.log`);
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async (signal = 'SIGTERM') => {
    if (!running()) return exited;
    child.kill(signal);
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const result = await exited;
    clearTimeout(force);
    return result;
  };
  const tail = (lines = 30) => {
    try {
      return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  };
  cleanups.push(() => stop('SIGKILL'));
  return { name, child, exited, running, stop, tail };
}

async function waitFor(what, probe, timeoutMs, watched) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (watched && !watched.running()) {
      throw new Error(`${what}: the process exited early:\n${watched.tail()}`);
    }
    try {
      if (await probe()) return;
    } catch {}
    if (Date.now() > deadline) {
      throw new Error(
        `${what}: not within ${timeoutMs / 1000} s${watched ? `:\n${watched.tail()}` : ''}`,
      );
    }
    await sleep(100);
  }
}

async function isReady(baseUrl) {
  const response = await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return response.status === 200;
}

function startInstance(name, port, common) {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = join(work, `${name}-data`);
  mkdirSync(dataDir, { recursive: true });
  const metricsPort = common.metricsPorts[name];
  const start = async () => {
    const proc = startProcess(name, process.execPath, [SERVER_MAIN], {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: common.publicOrigin,
      DATABASE_URL: common.databaseUrl,
      JWT_SECRET: common.jwtSecret,
      // The proxy's X-Forwarded-For (another test's); it is harmless before it exists.
      TRUST_PROXY: '1',
      SANDBOX_MODE: 'on',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      METRICS_PORT: String(metricsPort),
      SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
    });
    await waitFor(`${name} ready on ${url}`, () => isReady(url), 60_000, proc);
    return proc;
  };
  return { name, url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, start };
}

// --- HTTP --------------------------------------------------------------------------------------

/** One call; answers { status, body } (JSON when it parses), or { status: 0, error } on a network error. */
async function call(baseUrl, method, path, { body, headers = {}, timeoutMs = 10_000 } = {}) {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: response.status, body: json ?? text, headers: response.headers };
  } catch (error) {
    return { status: 0, error: error?.cause?.code ?? error?.name ?? String(error) };
  }
}

/**
 * One call whose socket is bound to `localAddress` (127.0.0.2, 127.0.0.3 …: Linux routes all of
 * 127/8 to lo), so the proxy sees it from that address as it would a distinct visitor. A new
 * connection per call; answers like `call`.
 */
function callFrom(localAddress, baseUrl, method, path, { headers = {}, timeoutMs = 10_000 } = {}) {
  return new Promise((resolve) => {
    const req = httpRequest(
      `${baseUrl}${path}`,
      { method, headers, localAddress, agent: false, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, body: json ?? text, headers: res.headers });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
    req.end();
  });
}

async function ok(baseUrl, method, path, options) {
  const answer = await call(baseUrl, method, path, options);
  if (answer.status !== 200) {
    throw new Error(
      `${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body ?? answer.error).slice(0, 300)}`,
    );
  }
  return answer.body;
}

/** The value of one sample in an instance's Prometheus text, summed over matching lines. */
async function metric(instance, prefix) {
  const text = await (await fetch(instance.metricsUrl)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

// --- venue helpers (the sandbox's, as tests/e2e/support uses them) -----------------------------

function newPerson() {
  const syllable = () => String.fromCharCode(0xac00 + randomInt(0, 11172));
  return {
    name: `김${syllable()}${syllable()}`,
    birthYmd: '1991-07-21',
    gender: 'F',
    phoneNumber: `010${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    telecomCode: '02',
  };
}

async function sandboxMember(proxy) {
  const person = newPerson();
  const { data } = await ok(proxy, 'POST', '/sandbox/api/session', {
    body: { ...person, provider: 'kakao' },
  });
  return { ...person, jwt: data.jwt, userIdx: data.userIdx };
}

async function staffCookie(proxy) {
  const answer = await call(proxy, 'POST', '/api/staff/login', { body: SANDBOX_OPERATOR });
  const cookie = answer.headers?.get('set-cookie')?.split(';', 1)[0];
  if (answer.status !== 200 || !cookie) throw new Error(`staff login answered ${answer.status}`);
  return cookie;
}

function seoulDay(offsetDays) {
  const date = new Date(Date.now() + 9 * 3600_000 + offsetDays * 86_400_000);
  return date.toISOString().slice(0, 10);
}

function reserveEntryId() {
  const seoul = new Date(Date.now() + 9 * 3600_000).toISOString();
  const stamp = seoul.slice(2, 19).replace(/[-T:]/g, '');
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const random = Array.from({ length: 8 }, () => alphabet[randomInt(0, 36)]).join('');
  return `R${stamp}${random}`;
}

/** A member of today's QR pass: captcha, SMS verification for a QR, getQrValue. */
async function memberWithQrPass(proxy) {
  const member = await sandboxMember(proxy);
  const auth = { 'x-access-token': member.jwt };
  const { uuid } = (await ok(proxy, 'GET', '/api/captcha')).data;
  const { answer } = (await ok(proxy, 'GET', `/sandbox/api/captcha/${uuid}`)).data;
  await ok(proxy, 'POST', '/api/captcha/check', { body: { uuid, answer } });
  const sent = await ok(proxy, 'POST', '/api/auth/phone/send', {
    headers: auth,
    body: {
      name: member.name,
      birthday: member.birthYmd,
      gender: member.gender,
      foreignerYn: 'N',
      mdn: member.phoneNumber,
      telco: member.telecomCode,
      captchaUuid: uuid,
      verifyType: 'qrissue',
    },
  });
  const inbox = await ok(proxy, 'GET', `/sandbox/api/sms/inbox?mdn=${member.phoneNumber}`);
  await ok(proxy, 'POST', '/api/auth/phone/verify', {
    headers: auth,
    body: {
      seq: sent.data.seq,
      mdn: member.phoneNumber,
      otp: inbox.data[0].code,
      verifyType: 'qrissue',
    },
  });
  const qr = (await ok(proxy, 'POST', '/api/getQrValue', { headers: auth, body: {} })).data;
  return { ...member, qrUuid: qr.qrUuid };
}

/** Opens GET /api/sse/subscribe and resolves each `data:` event with its `id:` and the time it arrived. */
async function openStream(baseUrl, qrUuid, jwt) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/sse/subscribe?qrUuid=${qrUuid}`, {
    headers: { accept: 'text/event-stream', 'x-access-token': jwt },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`the stream answered ${response.status}`);
  const events = [];
  let wake = () => {};
  void (async () => {
    let pending = '';
    try {
      for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
        pending += chunk;
        let end = pending.indexOf('\n\n');
        while (end >= 0) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const lines = block.split('\n');
          const data = lines
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          const id = lines
            .find((line) => line.startsWith('id:'))
            ?.slice(3)
            .trim();
          if (data) {
            events.push({ at: Date.now(), id, data });
            wake();
          }
          end = pending.indexOf('\n\n');
        }
      }
    } catch {}
  })();
  return {
    events,
    next(timeoutMs) {
      if (events.length > 0) return Promise.resolve(events[0]);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(undefined), timeoutMs);
        wake = () => {
          clearTimeout(timer);
          resolve(events[0]);
        };
      });
    },
    close: () => controller.abort(),
  };
}

// --- the checks --------------------------------------------------------------------------------

async function check(name, run) {
  const started = Date.now();
  try {
    const detail = await run();
    results.push({ name, status: 'passed', detail });
    log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s): ${detail}`);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name, status: 'failed', detail });
    log(`  ✗ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s): ${detail}`);
  }
}

async function bookingsNeverOversell(ctx) {
  const { proxy, instances, cookie, databaseUrl } = ctx;
  const CAPACITY = 5;
  const MEMBERS = 16;
  const staff = { cookie };
  const [category] = (await ok(proxy, 'POST', '/api/program/category/list', { body: {} })).data;
  const { savePath } = (
    await ok(proxy, 'POST', '/api/program/detail', { body: { programIdx: 14 } })
  ).data;
  const { programIdx } = (
    await ok(proxy, 'POST', '/api/staff/programs/save', {
      headers: staff,
      body: {
        programType: 'RESERVATION',
        programCategoryIdx: category.programCategoryIdx,
        programName: `클러스터 예약 ${Date.now().toString(36)}`,
        savePath,
        descriptionType: 'EDITOR',
        programEditor: '<p>두 인스턴스가 나눠 받는 예약</p>',
        scheduleType: 'MULTI',
        periodType: 'LIMIT',
        maxPersonCount: 1,
        contactCollectYn: 'N',
        contactRequiredYn: 'N',
      },
    })
  ).data;
  // A dated program publishes only once it has an instance (decision 041's PROGRAM_HAS_NO_INSTANCES).
  const { programInstanceIdx } = (
    await ok(proxy, 'POST', '/api/staff/programs/instances/save', {
      headers: staff,
      body: {
        programIdx,
        execDate: seoulDay(1),
        startTime: '10:00',
        endTime: '11:00',
        capacity: CAPACITY,
      },
    })
  ).data;
  await ok(proxy, 'POST', '/api/staff/programs/publish', { headers: staff, body: { programIdx } });

  const members = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await sandboxMember(proxy));
  const before = await Promise.all(
    instances.map((i) =>
      metric(i, 'venue_http_requests_total{method="POST",route="/api/reserveentry/insert"'),
    ),
  );
  const answers = await Promise.all(
    members.map((member) =>
      call(proxy, 'POST', '/api/reserveentry/insert', {
        headers: { 'x-access-token': member.jwt },
        body: {
          programIdx,
          programInstanceIdx,
          programType: 'RESERVATION',
          participantCnt: 1,
          programCategoryIdx: category.programCategoryIdx,
          userIdx: member.userIdx,
          name: member.name,
          agreementYn: 'Y',
          questionList: [],
          programTermList: [],
          reserveEntryId: reserveEntryId(),
        },
      }),
    ),
  );
  const after = await Promise.all(
    instances.map((i) =>
      metric(i, 'venue_http_requests_total{method="POST",route="/api/reserveentry/insert"'),
    ),
  );
  const perInstance = after.map((count, i) => count - before[i]);
  const booked = answers.filter((a) => a.status === 200).length;
  const refusals = {};
  for (const a of answers.filter((x) => x.status !== 200)) {
    const key = `${a.status} ${a.body?.errorCode ?? a.error ?? ''}`.trim();
    refusals[key] = (refusals[key] ?? 0) + 1;
  }
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let seats;
  try {
    const { rows } = await client.query(
      `select coalesce(sum(participant_cnt), 0)::int as seats from reserve_entries
       where program_instance_idx = $1 and status not ilike '%cancel%'`,
      [programInstanceIdx],
    );
    seats = rows[0].seats;
  } finally {
    await client.end();
  }
  const summary = `${MEMBERS} members, capacity ${CAPACITY}: ${booked} booked, ${seats} seats in the database, refused ${JSON.stringify(refusals)}, per instance ${perInstance.join(' + ')}`;
  if (booked !== CAPACITY || seats !== CAPACITY)
    throw new Error(`oversold or undersold — ${summary}`);
  const unclean = Object.keys(refusals).filter((key) => !/^(409|400|403) /.test(key));
  if (unclean.length > 0) throw new Error(`refusals that are not clean 4xx answers — ${summary}`);
  if (perInstance.some((count) => count === 0))
    throw new Error(`one instance took no booking — ${summary}`);
  return summary;
}

async function checkInCrossesInstances(ctx) {
  const { proxy, instances, cookie } = ctx;
  const member = await memberWithQrPass(proxy);
  const { stream, holder } = await streamAndHolder(proxy, instances, member);
  try {
    const other = instances[1 - holder];
    const sentAt = Date.now();
    const answer = await ok(other.url, 'POST', '/api/staff/checkin', {
      headers: { cookie },
      body: { qrValue: member.qrUuid },
    });
    const event = await stream.next(1000);
    if (!event) {
      throw new Error(
        `check-in ${answer.data.result} on ${other.name}, no event on ${instances[holder].name}'s stream within 1 s`,
      );
    }
    const ms = event.at - sentAt;
    return `stream through the proxy on ${instances[holder].name}, check-in on ${other.name}: event after ${ms} ms (call and delivery)`;
  } finally {
    stream.close();
  }
}

/** The new-captcha limit per client and minute, read from the server's source (captcha.routes.ts). */
function captchaCreateLimit() {
  const source = readFileSync(
    join(root, 'apps/server/src/features/accounts/captcha/captcha.routes.ts'),
    'utf8',
  );
  const match = /CAPTCHA_CREATE_LIMIT = (\d+)/.exec(source);
  if (!match) throw new Error('CAPTCHA_CREATE_LIMIT not found in captcha.routes.ts');
  return Number(match[1]);
}

/** GET /api/captcha answers per instance since `before` (from their metrics), by status. */
async function captchaAnswers(instances) {
  return Promise.all(
    instances.map(async (i) => ({
      all: await metric(i, 'venue_http_requests_total{method="GET",route="/api/captcha"'),
      refused: await metric(
        i,
        'venue_http_requests_total{method="GET",route="/api/captcha",status="429"',
      ),
    })),
  );
}

/**
 * Rate limits through the proxy: one visitor (its sockets bound to 127.0.0.2) asks for new
 * captchas until refused; Caddy spreads the calls over both instances, which count in the one
 * `rate_limits` table, so exactly the limit is allowed (not twice it). A forged X-Forwarded-For
 * does not get it out (deploy/Caddyfile replaces the header with the address Caddy saw), and a
 * second visitor (127.0.0.3) is still served.
 */
async function rateLimitPerClient(ctx) {
  const { proxy, instances } = ctx;
  const LIMIT = captchaCreateLimit();
  const first = '127.0.0.2';
  const second = '127.0.0.3';
  const before = await captchaAnswers(instances);
  let allowed = 0;
  let refused;
  const others = {};
  for (let i = 0; i < LIMIT * 2 + 2 && !refused; i++) {
    const answer = await callFrom(first, proxy, 'GET', '/api/captcha');
    if (answer.status === 200) allowed += 1;
    else if (answer.status === 429) refused = answer;
    else {
      const key = `${answer.status}${answer.error ? ` ${answer.error}` : ''}`;
      others[key] = (others[key] ?? 0) + 1;
    }
  }
  // Refused on both instances (round robin), and a forged X-Forwarded-For / X-Real-IP changes nothing.
  const again = [];
  for (let i = 0; i < 2; i++)
    again.push((await callFrom(first, proxy, 'GET', '/api/captcha')).status);
  const forged = [];
  for (const address of ['203.0.113.77', '198.51.100.23']) {
    const answer = await callFrom(first, proxy, 'GET', '/api/captcha', {
      headers: { 'x-forwarded-for': address, 'x-real-ip': address },
    });
    forged.push(answer.status);
  }
  const secondAnswer = await callFrom(second, proxy, 'GET', '/api/captcha');
  const after = await captchaAnswers(instances);
  const perInstance = after.map((a, i) => a.all - before[i].all);
  const refusedPer = after.map((a, i) => a.refused - before[i].refused);
  const summary = `limit ${LIMIT}/min: ${first} allowed ${allowed} then ${refused ? `429 (Retry-After ${refused.headers['retry-after']} s)` : 'never refused'}, again ${again.join(', ')}, with a forged X-Forwarded-For ${forged.join(', ')}; ${second} ${secondAnswer.status}; calls per instance ${perInstance.join(' + ')} (429s ${refusedPer.join(' + ')})${Object.keys(others).length ? `; other answers ${JSON.stringify(others)}` : ''}`;
  if (Object.keys(others).length > 0) throw new Error(`unexpected answers — ${summary}`);
  if (!refused || allowed !== LIMIT) {
    throw new Error(`the count is not shared (allowed ${allowed}, limit ${LIMIT}) — ${summary}`);
  }
  if (!(Number(refused.headers['retry-after']) > 0)) throw new Error(`no Retry-After — ${summary}`);
  if (perInstance.some((count) => count === 0)) {
    throw new Error(`one instance answered none of them — ${summary}`);
  }
  if (again.some((status) => status !== 429)) throw new Error(`let in again — ${summary}`);
  if (forged.some((status) => status !== 429)) {
    throw new Error(`a forged X-Forwarded-For escaped the limit — ${summary}`);
  }
  if (secondAnswer.status !== 200) throw new Error(`the second visitor was refused — ${summary}`);
  return summary;
}

/** Opens a member's stream through the proxy and answers it with the index of the instance holding it. */
async function streamAndHolder(proxy, instances, member) {
  const streamsBefore = await Promise.all(instances.map((i) => metric(i, 'venue_live_streams ')));
  const stream = await openStream(proxy, member.qrUuid, member.jwt);
  let holder = -1;
  try {
    await waitFor(
      'the stream counted by one instance',
      async () => {
        const now = await Promise.all(instances.map((i) => metric(i, 'venue_live_streams ')));
        holder = now.findIndex((count, i) => count > streamsBefore[i]);
        return holder >= 0;
      },
      5000,
    );
  } catch (error) {
    stream.close();
    throw error;
  }
  return { stream, holder };
}

/**
 * Live events through the proxy: a member's stream is held by one instance; every LISTEN backend
 * (both instances') is terminated in PostgreSQL and a check-in is made at once on the other
 * instance, while nobody listens, so its NOTIFY is lost. The welcome must still reach the stream
 * (replayed from check_ins once the listener is back), within 5 s and exactly once.
 */
async function welcomeAfterListenCut(ctx) {
  const { proxy, instances, cookie, databaseUrl } = ctx;
  const member = await memberWithQrPass(proxy);
  const pg = (await import('pg')).default;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const listeners = async () =>
    (
      await db.query(
        `select pid, query from pg_stat_activity
          where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`,
      )
    ).rows;
  const checkInListeners = async () =>
    (await listeners()).filter((row) => row.query === 'LISTEN venue_checkin').length;
  const { stream, holder } = await streamAndHolder(proxy, instances, member);
  try {
    const cut = await listeners();
    const checkInCut = cut.filter((row) => row.query === 'LISTEN venue_checkin').length;
    if (checkInCut < instances.length) {
      throw new Error(
        `${checkInCut} check-in LISTEN backends, expected one per instance: ${JSON.stringify(cut)}`,
      );
    }
    await db.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
      cut.map((row) => row.pid),
    ]);
    const other = instances[1 - holder];
    const sentAt = Date.now();
    const answer = await ok(other.url, 'POST', '/api/staff/checkin', {
      headers: { cookie },
      body: { qrValue: member.qrUuid },
    });
    const answeredMs = Date.now() - sentAt;
    const listeningAtAnswer = await checkInListeners();
    const checkInIdx = String(answer.data.checkInIdx);
    const event = await stream.next(5000);
    if (!event) {
      throw new Error(
        `check-in ${answer.data.result} (${checkInIdx}) on ${other.name} after cutting ${cut.length} LISTEN backends: no event on ${instances[holder].name}'s stream within 5 s (${await checkInListeners()} check-in listeners now)`,
      );
    }
    // Long enough for another reconnect-and-replay round to show a duplicate.
    await sleep(1500);
    const welcomes = stream.events.filter((e) => e.id === checkInIdx).length;
    const listeningNow = await checkInListeners();
    const summary = `${cut.length} LISTEN backends terminated (${checkInCut} check-in); check-in ${checkInIdx} on ${other.name} answered in ${answeredMs} ms with ${listeningAtAnswer} check-in listeners up; welcome on ${instances[holder].name}'s stream after ${event.at - sentAt} ms, ${welcomes} time(s), ${stream.events.length} event(s) in all; ${listeningNow} check-in listeners back`;
    if (event.id !== checkInIdx) throw new Error(`the first event is not the welcome — ${summary}`);
    if (welcomes !== 1 || stream.events.length !== 1)
      throw new Error(`not exactly once — ${summary}`);
    if (listeningNow < instances.length) throw new Error(`the listeners are not back — ${summary}`);
    return summary;
  } finally {
    stream.close();
    await db.end().catch(() => {});
  }
}

/** Steady calls through the proxy while `during()` runs; answers the counts and the failures. */
async function underLoad(proxy, during, workers = 4) {
  let stop = false;
  let count = 0;
  const failures = [];
  const calls = [
    ['POST /api/program/list', () => call(proxy, 'POST', '/api/program/list', { body: {} })],
    ['GET /api/health', () => call(proxy, 'GET', '/api/health')],
    ['POST /api/notice/list', () => call(proxy, 'POST', '/api/notice/list', { body: {} })],
  ];
  const loop = async (w) => {
    let n = w;
    while (!stop) {
      const [label, run] = calls[n++ % calls.length];
      const answer = await run();
      count += 1;
      if (answer.status !== 200) {
        const from = answer.headers?.get('server') === 'Caddy' ? 'Caddy' : 'instance';
        const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        failures.push(
          `${label} → ${answer.status}${answer.error ? ` ${answer.error}` : ''} from ${from} ${(body ?? '').slice(0, 80)}`,
        );
      }
      await sleep(20);
    }
  };
  const loops = Array.from({ length: workers }, (_, w) => loop(w));
  try {
    return { ...(await during()), count, failures };
  } finally {
    stop = true;
    await Promise.all(loops);
  }
}

async function restartUnderLoad(ctx) {
  const { proxy, instances, procs } = ctx;
  const target = instances[0];
  const outcome = await underLoad(proxy, async () => {
    await sleep(1000);
    const t0 = Date.now();
    const exit = await procs[0].stop('SIGTERM');
    const stoppedMs = Date.now() - t0;
    procs[0] = await target.start();
    const restartedMs = Date.now() - t0;
    // Let the proxy's health check take it back, and serve a moment on both.
    await sleep(HEALTH_INTERVAL_MS * 3);
    return { exit, stoppedMs, restartedMs };
  });
  const took = await metric(
    target,
    'venue_http_requests_total{method="POST",route="/api/program/list"',
  );
  const summary = `${outcome.count} calls; ${target.name} exited ${outcome.exit.code ?? outcome.exit.signal} after ${outcome.stoppedMs} ms (drain ${SHUTDOWN_DRAIN_MS} ms), ready again at ${outcome.restartedMs} ms and serving (${took} list calls since); failed: ${outcome.failures.length}${outcome.failures.length ? ` ${JSON.stringify(outcome.failures.slice(0, 10))}` : ''}`;
  if (outcome.exit.code !== 0) throw new Error(`the instance did not stop cleanly — ${summary}`);
  if (outcome.failures.length > 0) throw new Error(summary);
  if (took === 0) throw new Error(`the restarted instance got no traffic — ${summary}`);
  return summary;
}

async function databaseOutage(ctx) {
  const { proxy, instances, postgres, member } = ctx;
  const seen = { direct: {}, proxy: {} };
  const record = (where, label, answer) => {
    const key = `${label} → ${answer.status}${answer.body?.errorCode ? ` ${answer.body.errorCode}` : ''}${answer.error ? ` ${answer.error}` : ''}`;
    seen[where][key] = (seen[where][key] ?? 0) + 1;
  };
  const probe = async () => {
    const started = Date.now();
    await Promise.all([
      ...instances.flatMap((instance) => [
        call(instance.url, 'GET', '/api/health', { timeoutMs: 5000 }).then((a) =>
          record('direct', 'GET /api/health', a),
        ),
        call(instance.url, 'GET', '/health/ready', { timeoutMs: 5000 }).then((a) =>
          record('direct', 'GET /health/ready', a),
        ),
        call(instance.url, 'POST', '/api/getQrValue', {
          body: {},
          headers: { 'x-access-token': member.jwt },
          timeoutMs: 5000,
        }).then((a) => record('direct', 'POST /api/getQrValue', a)),
      ]),
      call(proxy, 'POST', '/api/getQrValue', {
        body: {},
        headers: { 'x-access-token': member.jwt },
        timeoutMs: 8000,
      }).then((a) => record('proxy', 'POST /api/getQrValue', a)),
    ]);
    return Date.now() - started;
  };

  postgres.stop();
  const downAt = Date.now();
  let slowest = 0;
  while (Date.now() - downAt < 4000) {
    slowest = Math.max(slowest, await probe());
    await sleep(300);
  }
  postgres.start();
  const upAt = Date.now();
  const recovered = instances.map(() => undefined);
  await waitFor(
    'both instances serving again',
    async () => {
      await Promise.all(
        instances.map(async (instance, i) => {
          if (recovered[i] !== undefined) return;
          const [ready, qr] = await Promise.all([
            isReady(instance.url),
            call(instance.url, 'POST', '/api/getQrValue', {
              body: {},
              headers: { 'x-access-token': member.jwt },
              timeoutMs: 2000,
            }),
          ]);
          if (ready && qr.status === 200) recovered[i] = Date.now() - upAt;
        }),
      );
      return recovered.every((ms) => ms !== undefined);
    },
    10_000,
  ).catch((error) => {
    throw new Error(
      `${error.message}; recovered after ${JSON.stringify(recovered)} ms; answers meanwhile ${JSON.stringify(seen)}`,
    );
  });
  await waitFor(
    'the proxy serving again',
    async () => (await call(proxy, 'GET', '/api/health')).status === 200,
    10_000,
  );
  const proxyMs = Date.now() - upAt;
  const summary = `answers while down (direct): ${JSON.stringify(seen.direct)}; through the proxy: ${JSON.stringify(seen.proxy)}; slowest probe round ${slowest} ms; recovered ${recovered.map((ms, i) => `${instances[i].name} ${ms} ms`).join(', ')}, proxy ${proxyMs} ms after PostgreSQL was back`;
  // Strict (decision 037): while PostgreSQL is down every call answers 503 — the instances'
  // API calls with DATABASE_UNAVAILABLE — and never a 500, another status or no answer at all.
  const wrong = [
    ...Object.keys(seen.direct).filter((key) =>
      key.startsWith('POST /api/getQrValue')
        ? key !== 'POST /api/getQrValue → 503 DATABASE_UNAVAILABLE'
        : !/ → 503( |$)/.test(key),
    ),
    ...Object.keys(seen.proxy)
      .filter((key) => !/ → 503( |$)/.test(key))
      .map((key) => `proxy ${key}`),
  ];
  if (Object.keys(seen.proxy).length === 0) wrong.push('no call through the proxy was answered');
  if (wrong.length > 0) throw new Error(`not 503 while down: ${wrong.join('; ')} — ${summary}`);
  return summary;
}

/**
 * The deployment files Docker would read, checked without Docker: deploy/Caddyfile as compose
 * runs it (automatic HTTPS for a host name, both app services) and compose.yaml's shape.
 */
async function deployFiles() {
  const validate = spawnSync(
    'caddy',
    ['validate', '--config', CADDYFILE, '--adapter', 'caddyfile'],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        SITE_ADDRESS: 'venue.example.com',
        UPSTREAMS: 'app1:3000 app2:3000',
        XDG_DATA_HOME: join(work, 'validate'),
        XDG_CONFIG_HOME: join(work, 'validate'),
      },
    },
  );
  if (validate.status !== 0) throw new Error(`caddy validate: ${validate.stderr.slice(-500)}`);
  // yaml comes with fastify-type-provider-zod (a server dependency).
  const { parse } = await import('yaml');
  const compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true });
  const { postgres, app1, app2, caddy } = compose.services ?? {};
  const problems = [];
  if (!postgres?.image?.startsWith('postgres:16')) problems.push('postgres is not PostgreSQL 16');
  for (const [name, app] of [
    ['app1', app1],
    ['app2', app2],
  ]) {
    if (app?.image !== 'seongsu-venue:latest') problems.push(`${name} does not run the image`);
    if (app?.environment?.TRUST_PROXY !== '1') problems.push(`${name} lacks TRUST_PROXY=1`);
    if (app?.environment?.NODE_ENV !== 'production') problems.push(`${name} is not production`);
    if (!app?.env_file?.includes('deploy/venue.env')) problems.push(`${name} lacks the env file`);
  }
  if (caddy?.environment?.UPSTREAMS !== 'app1:3000 app2:3000') problems.push('caddy upstreams');
  if (!caddy?.volumes?.some((v) => v.startsWith('./deploy/Caddyfile:'))) {
    problems.push('caddy does not mount deploy/Caddyfile');
  }
  if (problems.length > 0) throw new Error(`compose.yaml: ${problems.join('; ')}`);
  return 'deploy/Caddyfile valid for venue.example.com → app1, app2; compose.yaml: PostgreSQL 16, two app services of one image, Caddy';
}

// --- main --------------------------------------------------------------------------------------

async function main() {
  const missing = [];
  for (const file of [
    SERVER_MAIN,
    join(root, 'apps/web/dist/index.html'),
    join(root, 'apps/console/dist/index.html'),
  ]) {
    if (!existsSync(file)) missing.push(file.slice(root.length));
  }
  if (missing.length > 0) {
    throw new Error(
      `the production build is missing (${missing.join(', ')}): run \`npm run build\` first`,
    );
  }
  if (!hasCaddy()) {
    throw new Error('caddy is not installed: apt-get install -y caddy (Debian package)');
  }
  if (!hasPostgres15()) {
    throw new Error(
      `PostgreSQL 15 is not installed (${PG_BIN}/initdb): apt-get install -y postgresql`,
    );
  }

  log(`▶ Cluster test: PostgreSQL 15, two instances, Caddy on 127.0.0.1 (work dir ${work})`);
  await check('deploy files: Caddyfile validates, compose.yaml parses', deployFiles);
  const postgres = await startPostgres();
  const [portA, portB, proxyPort, metricsA, metricsB] = await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  );
  const proxy = `http://127.0.0.1:${proxyPort}`;
  const common = {
    publicOrigin: proxy,
    databaseUrl: postgres.url,
    jwtSecret: randomBytes(32).toString('hex'),
    metricsPorts: { A: metricsA, B: metricsB },
  };
  const instances = [startInstance('A', portA, common), startInstance('B', portB, common)];
  // One after the other: the first migrates and seeds the demo venue, the second finds it done.
  const procs = [await instances[0].start(), await instances[1].start()];
  log(`  PostgreSQL ${postgres.url}, A ${instances[0].url}, B ${instances[1].url} (${elapsed()})`);

  const proxyCaddy = localCaddy({
    port: proxyPort,
    upstreams: `127.0.0.1:${portA} 127.0.0.1:${portB}`,
    home: join(work, 'caddy'),
    healthIntervalMs: HEALTH_INTERVAL_MS,
    logLevel: process.env.CADDY_LOG_LEVEL ?? 'WARN',
  });
  const caddy = startProcess('caddy', proxyCaddy.command, proxyCaddy.args, proxyCaddy.env);
  await waitFor('Caddy serving', () => isReady(proxy), 20_000, caddy);
  log(`  Caddy ${proxy} (${elapsed()})`);

  const cookie = await staffCookie(proxy);
  const ctx = { proxy, instances, procs, postgres, cookie, databaseUrl: postgres.url };

  await check('a. bookings spread over both instances never oversell', () =>
    bookingsNeverOversell(ctx),
  );
  await check('b. a check-in on one instance reaches a stream held by the other within 1 s', () =>
    checkInCrossesInstances(ctx),
  );
  await check(
    'c. a rate limit counts across both instances, per real client behind the proxy',
    () => rateLimitPerClient(ctx),
  );
  await check('d. SIGTERM and restart of one instance under load: no request fails', () =>
    restartUnderLoad(ctx),
  );
  await check(
    'e. no welcome lost when the LISTEN connections are cut: delivered once within 5 s',
    () => welcomeAfterListenCut(ctx),
  );
  ctx.member = await sandboxMember(proxy);
  await check(
    'f. PostgreSQL stopped for 4 s: every call answers 503 (never 500), both instances recover within 10 s',
    () => databaseOutage(ctx),
  );
}

async function cleanUp() {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
    }
  }
  if (!process.env.KEEP_CLUSTER_WORK) rmSync(work, { recursive: true, force: true });
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`${signal}: stopping every process of the cluster test`);
    cleanUp().finally(() => process.exit(1));
  });
}

let setupError;
try {
  await main();
} catch (error) {
  setupError = error instanceof Error ? error.message : String(error);
  console.error(`✗ cluster test could not run: ${setupError}`);
} finally {
  await cleanUp();
}

const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.filter((r) => r.status === 'failed').length + (setupError ? 1 : 0);
log('');
log(`Cluster test finished in ${elapsed()}.`);
// .ci/run reads this line; keep it last and keep its shape.
log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
