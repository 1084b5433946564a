import { type MouseEvent, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type BannerClickReport, reportBannerClick } from './api/report-banner-click';
import type { BannerTarget } from './banner-target';

/**
 * How long a tap waits for its click report before navigating anyway. The report is sent first
 * (spec 000 §2 "reports the click, then navigates"), but a slow or failing report must not trap
 * the visitor on the page; it keeps going in the background.
 */
export const REPORT_WAIT_MS = 1500;

/**
 * The click of any banner (spec 000 §2, §5): report it once with POST /api/banner/action/insert,
 * then go to the banner's target. While a report is in flight, further clicks on the banners of
 * the same component are ignored, so a double tap is one report and one navigation. After an
 * in-app navigation has been asked for, clicks stay ignored until the location changes: the
 * router renders the next page in a transition (its code may still be loading), and the banner
 * remains on screen, clickable, meanwhile.
 *
 * - internal target: the link's default is prevented; the router navigates when the report
 *   settles (or after REPORT_WAIT_MS), whether it succeeded or not;
 * - external target, or a modified click (new tab/window): the browser opens the link right away
 *   (a new tab must open inside the click, or popup blockers stop it), the report goes alongside;
 * - no target: nothing happens (such banners are not rendered as links anyway).
 *
 * `onNavigate` runs just before the router navigates (e.g. to close the popup it was clicked in).
 */
export function useBannerClick({ onNavigate }: { onNavigate?: () => void } = {}) {
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const onNavigateRef = useRef(onNavigate);
  onNavigateRef.current = onNavigate;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A navigation landed (or the page was entered): banners take clicks again.
  useEffect(() => {
    void locationKey;
    inFlight.current = false;
  }, [locationKey]);

  return useCallback(
    (event: MouseEvent<HTMLElement>, report: BannerClickReport, target: BannerTarget) => {
      if (target.kind === 'none') {
        event.preventDefault();
        return;
      }
      if (inFlight.current) {
        event.preventDefault();
        return;
      }
      inFlight.current = true;
      const sent = reportBannerClick(report).catch((error: unknown) => {
        console.warn('[banners] the click report failed', error);
      });

      const modified =
        event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (target.kind === 'external' || modified) {
        // This page stays: banners take clicks again once the report is done.
        void sent.then(() => {
          inFlight.current = false;
        });
        return;
      }

      event.preventDefault();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, REPORT_WAIT_MS);
      });
      void Promise.race([sent, waited]).then(() => {
        clearTimeout(timer);
        if (!mounted.current) return;
        onNavigateRef.current?.();
        navigate(target.to);
      });
    },
    [navigate],
  );
}
