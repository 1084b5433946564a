/**
 * A stand-in for SOLAPI's send endpoint for the bench's outbox part (inserts.ts): the production
 * server is pointed at it with SOLAPI_BASE_URL, as it would be at https://api.solapi.com. It
 * accepts every message, answers the way SOLAPI does (`messageList[0].messageId`) and counts how
 * often each `customFields.messageKey` arrives, so the bench can prove each confirmation was sent
 * exactly once. It checks nothing else (the sandbox provider and the server tests check the
 * signature and the request's shape).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubSolapi {
  url: string;
  /** times each messageKey was received */
  received: Map<string, number>;
  /** performance.now() of the last message received */
  lastAt: number;
  close(): Promise<void>;
}

export async function startStubSolapi(): Promise<StubSolapi> {
  const stub: StubSolapi = {
    url: '',
    received: new Map(),
    lastAt: 0,
    close: async () => {},
  };
  let next = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        messages?: { customFields?: { messageKey?: string } }[];
      };
      const messageList = (body.messages ?? []).map((message) => {
        const key = message.customFields?.messageKey ?? '';
        stub.received.set(key, (stub.received.get(key) ?? 0) + 1);
        next += 1;
        return { messageId: `BENCH${String(next).padStart(12, '0')}`, statusCode: '2000' };
      });
      stub.lastAt = performance.now();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ messageList, failedMessageList: [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stub;
}
