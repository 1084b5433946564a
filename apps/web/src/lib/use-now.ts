import { useEffect, useState } from 'react';

/**
 * The time now, again every `everyMs` (15 s by default): enough for a countdown that reads in
 * minutes and for an offer whose deadline passes while the page is open.
 */
export function useNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
