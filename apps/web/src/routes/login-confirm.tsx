import { LoginCodeForm } from '../features/login/index';

export default function LoginConfirm() {
  return <LoginCodeForm />;
}
