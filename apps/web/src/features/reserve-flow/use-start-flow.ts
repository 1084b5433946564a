import type { ProgramDetail } from '@venue/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { showAlert } from '../../stores/alert-store';
import { useIsLoggedIn } from '../../stores/session-store';
import { mainButtonAction, RESTRICTED_ALERT } from './flow-guards';
import { beginFlow } from './flow-store';

/**
 * Performs the detail main button's action (flow-guards.ts mainButtonAction): login with a
 * redirect back to this page, the restriction alert, the entry detail, or a new flow and
 * /schedule/{programIdx}. Returns what it did, for the caller's tests and focus handling.
 */
export function useStartReserveFlow() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (program: ProgramDetail) => {
      const action = mainButtonAction(program, loggedIn);
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
    [loggedIn, navigate, location.pathname, location.search],
  );
}
