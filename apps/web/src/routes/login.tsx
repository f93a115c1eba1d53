import { LoginPhoneForm } from '../features/login/login-phone-form';

export default function Login() {
  return <LoginPhoneForm />;
}
