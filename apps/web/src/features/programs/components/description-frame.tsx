import { useEffect, useRef, useState } from 'react';

/** Height of a LINK description's frame until (or unless) its page reports its own. */
export const DESCRIPTION_FRAME_DEFAULT_HEIGHT = 720;
/** Reported heights are clamped to this range, so a page cannot collapse or stretch the detail. */
export const DESCRIPTION_FRAME_MIN_HEIGHT = 200;
export const DESCRIPTION_FRAME_MAX_HEIGHT = 12_000;

/** The message our embed pages post (server: features/media/embed-pages.ts, embed-height.js). */
export const EMBED_HEIGHT_MESSAGE_TYPE = 'venue:embed-height';

/**
 * The height a `message` event asks for, or null when the event must be ignored. It is accepted
 * only when all hold:
 * - it comes from an allow-listed origin (our own: the embeds are /media/embed/*.html);
 * - its source is this frame's own window (another frame, or a popup, of the same origin cannot
 *   resize it);
 * - it is `{ type: 'venue:embed-height', height: <finite number> }`.
 * The height is rounded up and clamped to [MIN, MAX].
 */
export function embedHeightFromMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frameWindow: Window | null | undefined,
  allowedOrigins: readonly string[],
): number | null {
  if (!frameWindow || event.source !== frameWindow) return null;
  if (!allowedOrigins.includes(event.origin)) return null;
  const data = event.data as { type?: unknown; height?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== EMBED_HEIGHT_MESSAGE_TYPE) return null;
  if (typeof data.height !== 'number' || !Number.isFinite(data.height)) return null;
  return Math.min(
    DESCRIPTION_FRAME_MAX_HEIGHT,
    Math.max(DESCRIPTION_FRAME_MIN_HEIGHT, Math.ceil(data.height)),
  );
}

/**
 * A LINK description (spec 001 §2: "an embedded frame whose height is set by a message posted from
 * inside"). The frame starts at the default height and follows the page's own height messages,
 * accepted by embedHeightFromMessage from our origin only; a page elsewhere keeps the default.
 */
export function DescriptionFrame({
  src,
  title,
  className,
}: {
  src: string;
  title: string;
  className?: string;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(DESCRIPTION_FRAME_DEFAULT_HEIGHT);

  useEffect(() => {
    const allowed = [window.location.origin];
    const onMessage = (event: MessageEvent) => {
      const next = embedHeightFromMessage(event, frameRef.current?.contentWindow, allowed);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={frameRef}
      className={className}
      src={src}
      title={title}
      style={{ height }}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
    />
  );
}
