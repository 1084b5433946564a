import { NotFoundScreen } from '../../../features/errors/components/error-screens';

/** 404 catch-all */
export function Component() {
  return <NotFoundScreen />;
}
