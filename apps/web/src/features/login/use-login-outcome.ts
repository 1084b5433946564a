import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { showAlert } from '../../stores/alert-store';
import type { LoginOutcome } from './login-exchange';

/**
 * Runs a redirect route's transition once per URL (`key`) and follows its outcome: alert, then
 * replace the redirect route in history. The outcome is applied only while the route is still
 * mounted with that URL; StrictMode's throw-away first effect therefore does nothing, and its
 * request is shared with the second one (see login-exchange.ts).
 */
export function useLoginOutcome(key: string, resolve: () => Promise<LoginOutcome>): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resolveRef = useRef(resolve);
  resolveRef.current = resolve;

  useEffect(() => {
    // The key names the URL this effect is for; the transition itself lives in resolveRef.
    void key;
    let active = true;
    void resolveRef.current().then((outcome) => {
      if (!active) return;
      if (outcome.loggedIn) void queryClient.invalidateQueries();
      if (outcome.alert) showAlert({ title: outcome.alert });
      navigate(outcome.to, { replace: true, state: outcome.state });
    });
    return () => {
      active = false;
    };
  }, [key, navigate, queryClient]);
}
