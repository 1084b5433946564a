/**
 * A minimal reader of our event stream for server tests and the bench: opens GET
 * /api/sse/subscribe over real HTTP and collects events as they arrive.
 */
export type ReceivedEvent = { id: string | null; data: string };

export type OpenStream = {
  status: number;
  events: ReceivedEvent[];
  /** Raw text received so far (comments and retry lines included). */
  text: () => string;
  /** Resolves with the first event whose data arrives after the call (or already there). */
  nextEvent: (timeoutMs?: number) => Promise<ReceivedEvent>;
  /** Resolves once `predicate(text)` holds. */
  waitForText: (predicate: (text: string) => boolean, timeoutMs?: number) => Promise<void>;
  close: () => void;
};

export async function openStream(
  baseUrl: string,
  qrUuid: string,
  headers: Record<string, string>,
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/sse/subscribe?qrUuid=${qrUuid}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  let raw = '';
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };

  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let pending = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          raw += value;
          pending += value;
          let end = pending.indexOf('\n\n');
          while (end !== -1) {
            const block = pending.slice(0, end);
            pending = pending.slice(end + 2);
            const lines = block.split('\n');
            const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
            if (data.length > 0) {
              const id = lines.find((l) => l.startsWith('id: '))?.slice(4) ?? null;
              events.push({ id, data: data.join('\n') });
            }
            end = pending.indexOf('\n\n');
          }
          notify();
        }
      } catch {
        // aborted by close()
      }
      notify();
    })();
  } else {
    raw = await response.text();
  }

  const waitFor = (check: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (check()) return resolve();
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`timed out waiting for ${what}; received: ${JSON.stringify(raw)}`));
      }, timeoutMs);
      const waiter = () => {
        if (!check()) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve();
      };
      waiters.add(waiter);
    });

  let consumed = 0;
  return {
    status: response.status,
    events,
    text: () => raw,
    nextEvent: async (timeoutMs = 5000) => {
      await waitFor(() => events.length > consumed, timeoutMs, 'an event');
      const event = events[consumed] as ReceivedEvent;
      consumed += 1;
      return event;
    },
    waitForText: (predicate, timeoutMs = 5000) => waitFor(() => predicate(raw), timeoutMs, 'text'),
    close: () => controller.abort(),
  };
}
