import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_FRAME_DEFAULT_HEIGHT,
  DESCRIPTION_FRAME_MAX_HEIGHT,
  DESCRIPTION_FRAME_MIN_HEIGHT,
  DescriptionFrame,
  EMBED_HEIGHT_MESSAGE_TYPE,
  embedHeightFromMessage,
} from './description-frame';

const ORIGIN = 'https://venue.example';
const frameWindow = {} as Window;
const otherWindow = {} as Window;
const message = (over: Partial<{ origin: string; source: unknown; data: unknown }> = {}) =>
  ({
    origin: ORIGIN,
    source: frameWindow as MessageEventSource,
    data: { type: EMBED_HEIGHT_MESSAGE_TYPE, height: 934.2 },
    ...over,
  }) as Pick<MessageEvent, 'origin' | 'source' | 'data'>;

describe('embedHeightFromMessage accepts only its own frame on an allowed origin', () => {
  it('takes the height its own frame posts from our origin, rounded up', () => {
    expect(embedHeightFromMessage(message(), frameWindow, [ORIGIN])).toBe(935);
  });

  it.each([
    ['another origin', message({ origin: 'https://evil.example' })],
    ['the null origin of a sandboxed page', message({ origin: 'null' })],
    ['another frame of the same origin', message({ source: otherWindow })],
    ['no source', message({ source: null })],
    ['another message type', message({ data: { type: 'resize', height: 500 } })],
    [
      'a height that is not a number',
      message({ data: { type: EMBED_HEIGHT_MESSAGE_TYPE, height: '500' } }),
    ],
    [
      'an infinite height',
      message({ data: { type: EMBED_HEIGHT_MESSAGE_TYPE, height: Infinity } }),
    ],
    ['a string payload', message({ data: 'venue:embed-height' })],
    ['no payload', message({ data: null })],
  ])('ignores %s', (_, event) => {
    expect(embedHeightFromMessage(event, frameWindow, [ORIGIN])).toBeNull();
  });

  it('ignores every message while the frame has no window', () => {
    expect(embedHeightFromMessage(message(), null, [ORIGIN])).toBeNull();
  });

  it.each([
    [0, DESCRIPTION_FRAME_MIN_HEIGHT],
    [-50, DESCRIPTION_FRAME_MIN_HEIGHT],
    [10_000_000, DESCRIPTION_FRAME_MAX_HEIGHT],
    [1200, 1200],
  ])('clamps %s to %s', (height, expected) => {
    const event = message({ data: { type: EMBED_HEIGHT_MESSAGE_TYPE, height } });
    expect(embedHeightFromMessage(event, frameWindow, [ORIGIN])).toBe(expected);
  });
});

describe('the description frame', () => {
  function post(source: Window | null, origin: string, height: number) {
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: EMBED_HEIGHT_MESSAGE_TYPE, height },
          origin,
          source,
        }),
      );
    });
  }

  it('starts at the default height and follows its own page', () => {
    render(<DescriptionFrame src="/media/embed/program-a.html" title="소개" />);
    const frame = screen.getByTitle('소개') as HTMLIFrameElement;
    expect(frame.style.height).toBe(`${DESCRIPTION_FRAME_DEFAULT_HEIGHT}px`);
    post(frame.contentWindow, window.location.origin, 1480);
    expect(frame.style.height).toBe('1480px');
  });

  it('keeps its height when another origin or another window posts', () => {
    render(
      <>
        <DescriptionFrame src="/media/embed/program-a.html" title="소개" />
        <iframe title="다른 프레임" src="about:blank" />
      </>,
    );
    const frame = screen.getByTitle('소개') as HTMLIFrameElement;
    const other = screen.getByTitle('다른 프레임') as HTMLIFrameElement;
    post(frame.contentWindow, 'https://evil.example', 3000);
    post(other.contentWindow, window.location.origin, 3000);
    post(window, window.location.origin, 3000);
    expect(frame.style.height).toBe(`${DESCRIPTION_FRAME_DEFAULT_HEIGHT}px`);
  });
});
