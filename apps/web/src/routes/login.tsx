import { LoginPhoneForm } from '../features/login/index';

export default function Login() {
  return <LoginPhoneForm />;
}
