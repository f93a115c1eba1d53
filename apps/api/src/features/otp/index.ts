export { consumeOtp, issueOtp, OTP_LIFETIME_SECONDS, OTP_RESEND_AFTER_SECONDS } from './otp-service.js';
