import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { isApiRequestError } from '../../lib/api-client';
import { showAlert } from '../../stores/alert-store';
import { QR_PAGE_ERROR_TEXT } from './qr-rules';

/** Whether the browser history holds an earlier entry of this app (React Router numbers them). */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * Spec 000 §8 "QR page error": when a QR page's call fails, alert 오류가 발생했습니다. 다시
 * 시도해주세요. and, on 확인, go back (home when the page was opened directly). Cancelled calls
 * and an expired session (the API client reloads) stay silent.
 */
export function useQrPageError(error: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    if (isApiRequestError(error) && error.silent) return;
    showAlert({
      title: QR_PAGE_ERROR_TEXT,
      onConfirm: () => {
        if (canGoBack()) navigate(-1);
        else navigate(paths.home.getHref(), { replace: true });
      },
    });
  }, [error, navigate]);
}
