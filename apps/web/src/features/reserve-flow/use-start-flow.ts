import { useQuery } from '@tanstack/react-query';
import type { ProgramDetail } from '@venue/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { showAlert } from '../../stores/alert-store';
import { useIsLoggedIn } from '../../stores/session-store';
import { programInstancesQueryOptions } from './api/get-program-instances';
import {
  type MainButtonAction,
  mainButtonAction,
  RESTRICTED_ALERT,
  waitlistStartAction,
} from './flow-guards';
import { beginFlow } from './flow-store';
import { isFullWithWaitlist, mayOfferWaitlist } from './waitlist-rules';

/** Performs a main-button action: login with a redirect back here, the alert, the entry, the flow. */
function usePerform() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (program: ProgramDetail, action: MainButtonAction) => {
      switch (action.kind) {
        case 'login':
          navigate(paths.login.getHref(`${location.pathname}${location.search}`));
          break;
        case 'restricted':
          showAlert({ ...RESTRICTED_ALERT });
          break;
        case 'entry':
          navigate(paths.resEntryDetail.getHref(action.reserveEntryIdx, action.programType));
          break;
        case 'start':
          beginFlow({
            programIdx: program.programIdx,
            programType: action.programType,
            programCategoryIdx: program.programCategoryIdx,
          });
          navigate(paths.reserveFlow.schedule.getHref(program.programIdx));
          break;
        default:
          break;
      }
      return action.kind;
    },
    [navigate, location.pathname, location.search],
  );
}

/**
 * Performs the detail main button's action (flow-guards.ts mainButtonAction): login with a
 * redirect back to this page, the restriction alert, the entry detail, or a new flow and
 * /schedule/{programIdx}. Returns what it did, for the caller's tests and focus handling.
 */
export function useStartReserveFlow() {
  const loggedIn = useIsLoggedIn();
  const perform = usePerform();
  return useCallback(
    (program: ProgramDetail) => perform(program, mainButtonAction(program, loggedIn)),
    [loggedIn, perform],
  );
}

/**
 * 대기 신청 on the program detail (decision 063): for a program the detail shows 예약마감 because
 * every session is full, the starter of the flow that joins a full session's waiting list
 * (login first, the restriction alert, else /schedule, where the member chooses the session);
 * undefined while that is not so (seats left somewhere mean the program is closed for another
 * reason, and 예약마감 stays). The sessions are asked quietly: without them 예약마감 stays.
 */
export function useStartWaitlist(program: ProgramDetail | undefined) {
  const loggedIn = useIsLoggedIn();
  const perform = usePerform();
  const candidate = program !== undefined && mayOfferWaitlist(program);
  const instances = useQuery({
    ...programInstancesQueryOptions(program?.programIdx ?? 0, { quiet: true }),
    enabled: candidate,
  });
  const start = useCallback(
    (detail: ProgramDetail) => perform(detail, waitlistStartAction(detail, loggedIn)),
    [loggedIn, perform],
  );
  if (!candidate || !instances.data) return undefined;
  const now = new Date();
  const full = instances.data.some((i) => isFullWithWaitlist(program.programType, i, now));
  const open = instances.data.some((i) => i.closedYn === 'N');
  return full && !open ? start : undefined;
}
