import { LoginCodeForm } from '../features/login/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('login.confirmTitle');

export default function LoginConfirm() {
  return <LoginCodeForm />;
}
