import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { showAlert } from '../../stores/alert-store';
import type { LoginOutcome } from './login-exchange';

/**
 * Runs a redirect route's transition once per URL (`key`) and follows its outcome: after a login,
 * drop what was asked with the previous token; alert; then replace the redirect route in history.
 * The outcome is applied only while the route is still mounted with that URL; StrictMode's throw-away first effect therefore does nothing, and its
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
    void resolveRef.current().then(async (outcome) => {
      if (!active) return;
      if (outcome.loggedIn) {
        // Requests still in flight were sent with the previous token (the session watcher asks
        // for the user info as this page loads, logged in when linking from settings): cancel
        // them, or the next ask would join one and the old login would stand for the new one.
        await queryClient.cancelQueries();
        if (!active) return;
        void queryClient.invalidateQueries();
      }
      if (outcome.alert) showAlert({ title: outcome.alert });
      navigate(outcome.to, { replace: true, state: outcome.state });
    });
    return () => {
      active = false;
    };
  }, [key, navigate, queryClient]);
}
