import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useHeaderTitle } from '../../../stores/header-store';
import { useIsLoggedIn } from '../../../stores/session-store';
import styles from './survey.module.css';

/**
 * The frame of every survey page: members only (a guest is replaced to /login with a redirect
 * back to this page, as the other member areas do) and the page's header title.
 */
export function SurveyPage({ title, children }: { title: string; children: ReactNode }) {
  useHeaderTitle(title);
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!loggedIn) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return <div className={styles.page}>{children}</div>;
}
