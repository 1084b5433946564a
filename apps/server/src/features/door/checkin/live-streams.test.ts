import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessCheckInEvents } from './checkin-events';
import { createLiveStreams, parseLastEventId } from './live-streams';

/** Just what the live streams use of a ServerResponse. */
class FakeResponse extends EventEmitter {
  written = '';
  headers: Record<string, unknown> = {};
  ended = false;
  writeHead(_status: number, headers: Record<string, unknown>) {
    this.headers = headers;
    return this;
  }
  write(chunk: string) {
    this.written += chunk;
    return true;
  }
  end() {
    this.ended = true;
    this.emit('close');
  }
}

const QR = '6f9b0c1e-6a5b-4c1d-9e2f-3a4b5c6d7e8f';
const message = { programIdx: 7, tutorialYn: 'Y' as const, tutorialLink: '/t.html' };

async function deliver(
  events: ReturnType<typeof createInProcessCheckInEvents>,
  checkInIdx: number,
) {
  const afterCommit = await events.publish({} as never, { qrUuid: QR, checkInIdx, message });
  afterCommit();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createLiveStreams', () => {
  it('writes the headers and retry, then each event with its id', async () => {
    const events = createInProcessCheckInEvents();
    const streams = createLiveStreams(events);
    const response = new FakeResponse();
    await streams.start(response as unknown as ServerResponse, {
      qrUuid: QR,
      headers: { 'x-request-id': 'r1' },
      replayAfter: null,
      latestCheckInIdx: 0,
      loadMissed: async () => [],
    });
    expect(response.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      connection: 'close',
      'x-request-id': 'r1',
    });
    await deliver(events, 5);
    expect(response.written).toBe(`retry: 3000\n\nid: 5\ndata: ${JSON.stringify(message)}\n\n`);
  });

  it('keeps one heartbeat timer for all streams, and none once they are closed', async () => {
    vi.useFakeTimers();
    const events = createInProcessCheckInEvents();
    const streams = createLiveStreams(events, 1000);
    const a = new FakeResponse();
    const b = new FakeResponse();
    for (const response of [a, b]) {
      await streams.start(response as unknown as ServerResponse, {
        qrUuid: QR,
        headers: {},
        replayAfter: null,
        latestCheckInIdx: 0,
        loadMissed: async () => [],
      });
    }
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(a.written).toContain(': hb\n\n');
    expect(b.written).toContain(': hb\n\n');
    a.emit('close');
    b.emit('close');
    expect(streams.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('writes the heartbeat in slices of 1,000 streams, one per loop turn', async () => {
    vi.useFakeTimers();
    const events = createInProcessCheckInEvents();
    const streams = createLiveStreams(events, 1000);
    const responses = Array.from({ length: 2500 }, () => new FakeResponse());
    for (const response of responses) {
      await streams.start(response as unknown as ServerResponse, {
        qrUuid: QR,
        headers: {},
        replayAfter: null,
        latestCheckInIdx: 0,
        loadMissed: async () => [],
      });
    }
    const beaten = () => responses.filter((r) => r.written.includes(': hb')).length;
    vi.advanceTimersByTime(1000);
    expect(beaten()).toBe(1000);
    vi.advanceTimersToNextTimer();
    expect(beaten()).toBe(2000);
    vi.advanceTimersToNextTimer();
    expect(beaten()).toBe(2500);
  });

  it('stops delivering to a closed stream', async () => {
    const events = createInProcessCheckInEvents();
    const streams = createLiveStreams(events);
    const response = new FakeResponse();
    await streams.start(response as unknown as ServerResponse, {
      qrUuid: QR,
      headers: {},
      replayAfter: null,
      latestCheckInIdx: 0,
      loadMissed: async () => [],
    });
    response.emit('close');
    await deliver(events, 9);
    expect(response.written).not.toContain('id: 9');
  });

  it('replays missed events and holds live ones until the replay is out, without repeats', async () => {
    const events = createInProcessCheckInEvents();
    const streams = createLiveStreams(events);
    const response = new FakeResponse();
    let release: () => void = () => {};
    const replayDone = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started = streams.start(response as unknown as ServerResponse, {
      qrUuid: QR,
      headers: {},
      replayAfter: 3,
      latestCheckInIdx: 0,
      loadMissed: async (after) => {
        expect(after).toBe(3);
        await replayDone;
        return [
          { checkInIdx: 4, message },
          { checkInIdx: 5, message },
        ];
      },
    });
    // 5 arrives live while the replay (which also has it) is still being read; 6 is new.
    await deliver(events, 5);
    await deliver(events, 6);
    release();
    await started;
    const ids = [...response.written.matchAll(/^id: (\d+)$/gm)].map((m) => m[1]);
    expect(ids).toEqual(['4', '5', '6']);
  });

  it('closeAll ends every open stream', async () => {
    const events = createInProcessCheckInEvents();
    const streams = createLiveStreams(events);
    const response = new FakeResponse();
    await streams.start(response as unknown as ServerResponse, {
      qrUuid: QR,
      headers: {},
      replayAfter: null,
      latestCheckInIdx: 0,
      loadMissed: async () => [],
    });
    streams.closeAll();
    expect(response.ended).toBe(true);
    expect(streams.size).toBe(0);
  });
});

describe('createLiveStreams after the events transport reconnects (decision 037)', () => {
  /** In-process events whose reconnect the test triggers, as a new LISTEN connection would. */
  function reconnectingEvents() {
    const inner = createInProcessCheckInEvents();
    const listeners = new Set<() => void>();
    return {
      events: {
        ...inner,
        onReconnect: (listener: () => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      reconnect: () => {
        for (const listener of listeners) listener();
      },
      deliver: (checkInIdx: number) => deliver(inner, checkInIdx),
    };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('replays to an open stream what was published in the gap, after what it had, never twice', async () => {
    const { events, reconnect, deliver: live } = reconnectingEvents();
    const streams = createLiveStreams(events);
    const response = new FakeResponse();
    const table = [7, 8, 9].map((checkInIdx) => ({ checkInIdx, message }));
    const asked: number[] = [];
    await streams.start(response as unknown as ServerResponse, {
      qrUuid: QR,
      headers: {},
      replayAfter: null,
      // Check-in 7 was made before the stream opened: it is never sent.
      latestCheckInIdx: 7,
      loadMissed: async (after) => {
        asked.push(after);
        return table.filter((row) => row.checkInIdx > after);
      },
    });
    await live(8);
    // 9 was committed while the LISTEN connection was down.
    reconnect();
    await flush();
    reconnect();
    await flush();
    const ids = [...response.written.matchAll(/^id: (\d+)$/gm)].map((m) => m[1]);
    expect(ids).toEqual(['8', '9']);
    expect(asked).toEqual([8, 9]);
  });

  it('a closed stream reads nothing, and a failed read leaves the stream open', async () => {
    const { events, reconnect } = reconnectingEvents();
    const streams = createLiveStreams(events);
    const failing = new FakeResponse();
    const closing = new FakeResponse();
    let closedReads = 0;
    await streams.start(failing as unknown as ServerResponse, {
      qrUuid: QR,
      headers: {},
      replayAfter: null,
      latestCheckInIdx: 0,
      loadMissed: async () => {
        throw new Error('database away');
      },
    });
    await streams.start(closing as unknown as ServerResponse, {
      qrUuid: QR,
      headers: {},
      replayAfter: null,
      latestCheckInIdx: 0,
      loadMissed: async () => {
        closedReads += 1;
        return [];
      },
    });
    closing.end();
    reconnect();
    await flush();
    expect(closedReads).toBe(0);
    expect(failing.ended).toBe(false);
    expect(streams.size).toBe(1);
  });
});

describe('parseLastEventId', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', 0],
    ['-1', null],
    ['1e3', null],
    ['abc', null],
    [undefined, null],
  ])('reads %j as %j', (header, expected) => {
    expect(parseLastEventId(header)).toBe(expected);
  });
});
