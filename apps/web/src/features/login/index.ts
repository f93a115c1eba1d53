export { LoginCodeForm } from './login-code-form';
export { LoginPhoneForm } from './login-phone-form';
