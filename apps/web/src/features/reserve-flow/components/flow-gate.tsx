import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { showAlert } from '../../../stores/alert-store';
import { useIsLoggedIn } from '../../../stores/session-store';
import { FLOW_DONE_TEXT } from '../flow-guards';
import { getFlow } from '../flow-store';

/**
 * The guards every flow page shares (spec 001 §4): a guest goes to /login with a redirect back
 * here; with `requireInProgress` (/infocomfirm, /participy), a page reached without a flow in
 * progress alerts 완료된 예약·응모입니다. and goes home (step 5) — e.g. the back button after
 * /programComplete. Renders its children only when they may run.
 */
export function FlowGate({
  requireInProgress,
  children,
}: {
  requireInProgress: boolean;
  children: ReactNode;
}) {
  const loggedIn = useIsLoggedIn();
  // Decided when the page is reached, not on every change: a successful submit ends the flow
  // (inProgress false) while this page is still on screen, on its way to /programComplete.
  const [inProgress] = useState(() => {
    const flow = getFlow();
    return flow.inProgress && flow.programIdx !== null;
  });
  const location = useLocation();
  const navigate = useNavigate();
  const blocked = loggedIn && requireInProgress && !inProgress;
  const alerted = useRef(false);

  useEffect(() => {
    if (!blocked || alerted.current) return;
    alerted.current = true;
    showAlert({ title: FLOW_DONE_TEXT });
    navigate(paths.home.getHref(), { replace: true });
  }, [blocked, navigate]);

  if (!loggedIn) {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  if (blocked) return null;
  return <>{children}</>;
}
