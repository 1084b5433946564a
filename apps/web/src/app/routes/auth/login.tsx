import { LoginScreen } from '../../../features/login/components/login-screen';

/** /login */
export function Component() {
  return <LoginScreen />;
}
