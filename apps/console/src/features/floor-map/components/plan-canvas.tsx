import type { HotspotRect } from '@venue/contract';
import { type PointerEvent as ReactPointerEvent, useId, useRef, useState } from 'react';
import {
  type Handle,
  isDrawn,
  moveRect,
  nudgeRect,
  type Point,
  pointOnPlan,
  rectFromPoints,
  rectStyle,
  resizeRect,
} from '../rect-geometry';
import styles from './floor-map-editor.module.css';

export type CanvasHotspot = { key: string; code: string; label: string; rect: HotspotRect };

type Drag =
  | { kind: 'draw'; pointerId: number; start: Point; current: Point }
  | { kind: 'move'; pointerId: number; start: Point; rect: HotspotRect }
  | { kind: 'resize'; pointerId: number; handle: Handle; rect: HotspotRect };

const handles: Handle[] = ['nw', 'ne', 'sw', 'se'];

/**
 * The plan with its hotspots as rectangles over it (pointer events: mouse, pen and touch alike).
 * Dragging on the plan draws a new rectangle (`onDraw`); pressing a rectangle selects it
 * (`onSelect`) and dragging moves it; the selected one has a handle at each corner to resize it
 * (`onChange`). Each rectangle is a button: Tab reaches it, Enter selects it and the arrow keys
 * move it (Shift: further); its exact numbers are the side form's fields.
 */
export function PlanCanvas({
  label,
  planSrc,
  aspect,
  hotspots,
  selectedKey,
  onSelect,
  onDraw,
  onChange,
}: {
  /** the floor's name: "3층 평면도" */
  label: string;
  /** the plan image, or null for a built-in demo drawing (drawn by the visitor app only) */
  planSrc: string | null;
  aspect: { width: number; height: number };
  hotspots: readonly CanvasHotspot[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  onDraw: (rect: HotspotRect) => void;
  onChange: (rect: HotspotRect) => void;
}) {
  const canvasRef = useRef<HTMLElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const instructionsId = useId();

  const pointOf = (event: ReactPointerEvent) => {
    const box = canvasRef.current?.getBoundingClientRect();
    return box ? pointOnPlan(box, event.clientX, event.clientY) : { x: 0, y: 0 };
  };
  const capture = (event: ReactPointerEvent) => {
    // jsdom and some old browsers have no pointer capture; the drag works without it too.
    canvasRef.current?.setPointerCapture?.(event.pointerId);
  };

  const startDraw = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || event.target !== event.currentTarget) return;
    event.preventDefault();
    capture(event);
    const start = pointOf(event);
    setDrag({ kind: 'draw', pointerId: event.pointerId, start, current: start });
  };
  const startMove = (event: ReactPointerEvent, hotspot: CanvasHotspot) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    (event.currentTarget as HTMLElement).focus();
    if (hotspot.key !== selectedKey) onSelect(hotspot.key);
    capture(event);
    setDrag({
      kind: 'move',
      pointerId: event.pointerId,
      start: pointOf(event),
      rect: hotspot.rect,
    });
  };
  const startResize = (event: ReactPointerEvent, handle: Handle, rect: HotspotRect) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    capture(event);
    setDrag({ kind: 'resize', pointerId: event.pointerId, handle, rect });
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const point = pointOf(event);
    if (drag.kind === 'draw') setDrag({ ...drag, current: point });
    else if (drag.kind === 'move') {
      onChange(moveRect(drag.rect, point.x - drag.start.x, point.y - drag.start.y));
    } else onChange(resizeRect(drag.rect, drag.handle, point));
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    if (drag.kind === 'draw') {
      const end = pointOf(event);
      if (isDrawn(drag.start, end)) onDraw(rectFromPoints(drag.start, end));
    }
    setDrag(null);
  };

  const drawing =
    drag?.kind === 'draw' && isDrawn(drag.start, drag.current)
      ? rectFromPoints(drag.start, drag.current)
      : null;

  return (
    <div className={styles.canvasFrame}>
      <p id={instructionsId} className={styles.how}>
        평면도 위를 끌어서 새 영역을 그려요. 영역을 끌면 옮겨지고, 선택한 영역의 모서리를 끌면
        크기가 바뀌어요. 키보드: Tab으로 영역을 고르고 Enter, 화살표 키로 0.5%씩(Shift와 함께 5%씩)
        옮겨요.
      </p>
      <section
        ref={canvasRef}
        className={styles.canvas}
        style={{ aspectRatio: `${aspect.width} / ${aspect.height}` }}
        aria-label={`${label} 편집`}
        aria-describedby={instructionsId}
        data-drawing={drag?.kind === 'draw' || undefined}
        onPointerDown={startDraw}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
      >
        {planSrc ? (
          <img className={styles.plan} src={planSrc} alt={label} draggable={false} />
        ) : (
          <p className={styles.builtIn} role="img" aria-label={label}>
            데모 도면 — 방문자 앱이 직접 그려요
          </p>
        )}
        {hotspots.map((hotspot) => {
          const selected = hotspot.key === selectedKey;
          return (
            <div
              key={hotspot.key}
              className={styles.rect}
              style={rectStyle(hotspot.rect)}
              data-selected={selected || undefined}
            >
              <button
                type="button"
                className={styles.rectButton}
                aria-pressed={selected}
                aria-label={`${hotspot.code} ${hotspot.label || '이름 없음'} 영역`}
                onPointerDown={(event) => startMove(event, hotspot)}
                onClick={() => onSelect(hotspot.key)}
                onKeyDown={(event) => {
                  const moved = nudgeRect(hotspot.rect, event.key, event.shiftKey);
                  if (!moved) return;
                  event.preventDefault();
                  if (!selected) onSelect(hotspot.key);
                  onChange(moved);
                }}
              >
                <span className={styles.rectTag}>
                  {hotspot.code}
                  {hotspot.label ? ` ${hotspot.label}` : ''}
                </span>
              </button>
              {selected
                ? handles.map((handle) => (
                    <span
                      key={handle}
                      className={styles.handle}
                      data-handle={handle}
                      aria-hidden="true"
                      onPointerDown={(event) => startResize(event, handle, hotspot.rect)}
                    />
                  ))
                : null}
            </div>
          );
        })}
        {drawing ? (
          <div className={`${styles.rect} ${styles.drawing}`} style={rectStyle(drawing)} />
        ) : null}
      </section>
    </div>
  );
}
