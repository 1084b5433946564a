import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from './toast';

/** What a page hands the next one with the navigation: `navigate(to, { state: { notice } })`. */
export type ArrivalState = { notice: string };

/**
 * A toast the previous page handed over with the navigation (e.g. 예약이 완료되었어요 when a
 * waiting list's offer became a booking, decision 063), shown once on arrival: the history
 * entry's state is then cleared, so a reload or Back does not say it again.
 */
export function ArrivalNotice({ duration = 2500 }: { duration?: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { toast, showToast } = useToast(duration);
  const notice = (location.state as Partial<ArrivalState> | null)?.notice;
  const { pathname, search, hash } = location;
  useEffect(() => {
    if (typeof notice !== 'string' || notice === '') return;
    showToast(notice);
    navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [notice, pathname, search, hash, navigate, showToast]);
  return toast;
}
