import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ServerErrorScreen } from '../../features/errors/components/server-error-screen';
import { AppShell } from '../../features/shell/components/app-shell';
import { getRouteMeta } from '../../lib/route-meta';

type BoundaryProps = { children: ReactNode; resetKey?: unknown };
type BoundaryState = { failed: boolean };

/**
 * Errors thrown while rendering a page (a render bug, a chunk that failed to load after a deploy)
 * show the 500 screen inside the shell, so the visitor keeps the header and the menu. Unknown
 * paths never get here: the route table's `*` route renders the 404 screen. Navigating to another
 * page (`resetKey` changes) tries again.
 */
export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('[route] page error', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? <ServerErrorScreen /> : this.props.children;
  }
}

const errorMeta = getRouteMeta([{ handle: { title: '오류 안내' } }]);

/** The shell itself failed: show the 500 screen inside a fresh shell as a last resort. */
export class RootErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[route] root error', error);
  }

  override render() {
    return this.state.failed ? (
      <AppShell meta={errorMeta}>
        <ServerErrorScreen />
      </AppShell>
    ) : (
      this.props.children
    );
  }
}
