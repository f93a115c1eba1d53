import { LoginPhoneForm } from '../features/login/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('login.title');

export default function Login() {
  return <LoginPhoneForm />;
}
