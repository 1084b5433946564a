import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { staffPaths } from '../config/paths';
import { isStaffSessionLost } from './api-client';

/**
 * Watches every read and write of the query cache: the first that finds the staff session gone
 * (a 401 other than a refused login) sends the operator to /staff/login, which leads back to
 * this page (its path and query) afterwards. Mounted once beside the routes, so no page checks.
 */
export function StaffSessionWatch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;

  useEffect(() => {
    const check = (error: unknown) => {
      if (!isStaffSessionLost(error)) return;
      const { pathname, search } = here.current;
      if (pathname === staffPaths.login.path) return;
      navigate(staffPaths.login.getHref(`${pathname}${search}`), { replace: true });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate]);

  return null;
}
