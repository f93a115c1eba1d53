import { LoginCodeForm } from '../features/login/login-code-form';

export default function LoginConfirm() {
  return <LoginCodeForm />;
}
