import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiRequestError } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { removeAccessToken, setAccessToken } from '../../stores/session-store';
import { stubApi } from '../../testing/test-utils';
import { noticesQueryOptions } from '../notices/api/get-notices';
import { qrValueQueryOptions } from '../qr/api/get-qr-value';
import { startOffline } from './offline-support';

afterEach(() => {
  onlineManager.setOnline(true);
  removeAccessToken();
  for (const host of document.querySelectorAll('[data-offline-notice]')) host.remove();
  vi.restoreAllMocks();
});

describe('the app without a network', () => {
  it("shows the kept pass, fails other calls at once, and asks again when it's back", async () => {
    setAccessToken('member-token');
    const queryClient = createQueryClient();
    // As QueryClientProvider does: the client follows the browser's online and offline events.
    queryClient.mount();
    const pass = { qrAuthYn: 'Y', qrUuid: 'kept-pass' };
    // What the kept copy (IndexedDB) brought back: an answer from earlier today.
    queryClient.setQueryData(['qr', 'value'], pass, {
      updatedAt: Date.now() - 60_000,
    });
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await act(() => startOffline(queryClient));
    expect(document.querySelector('[data-offline-notice]')?.textContent).toContain(
      '오프라인 상태예요',
    );

    // My QR's pass waits for the network and shows the kept answer meanwhile.
    const qr = new QueryObserver(queryClient, qrValueQueryOptions());
    const stop = qr.subscribe(() => {});
    expect(qr.getCurrentResult()).toMatchObject({ data: pass, fetchStatus: 'paused' });

    // A call nothing kept fails at once, with the words the visitor reads.
    const failure = await queryClient.fetchQuery(noticesQueryOptions()).catch((error) => error);
    expect(isApiRequestError(failure) && failure.errorCode).toBe('CLIENT_OFFLINE');
    expect(isApiRequestError(failure) && failure.message).toBe(
      '인터넷 연결이 끊겼습니다. 연결 후 다시 시도해주세요.',
    );

    // The network is back: the pass is asked again.
    offline.mockReturnValue(true);
    fetchMock.mockImplementation(stubApi({ '/api/getQrValue': { ...pass, qrUuid: 'fresh' } }));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(qr.getCurrentResult().data).toMatchObject({ qrUuid: 'fresh' }));
    stop();
    queryClient.unmount();
  });
});
