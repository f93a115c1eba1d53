// What the storefront (apps/web) and the console (apps/console) share in the browser beyond the
// domain (docs/decisions/019): also the fetch-based event-stream reader and the Tashkent clock. Free of side effects except its stylesheets, so an app's bundle
// keeps only what it uses. Compiling messages lives in `@dastarkhan/client/catalog` (server side
// for the storefront) so its compiler never reaches a storefront page.
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiError,
  type ApiResult,
  createApiClient,
  type FetchLike,
} from './api/api-client';
export { apiErrorText } from './api/api-error-text';
export { clientMessages } from './i18n/client-messages';
export { defineMessages, type Message } from './i18n/define-messages';
export { I18nProvider, type MessageKey, type Register, useT } from './i18n/i18n-context';
export { CodeField, PhoneField, ResendRow } from './phone-code/code-login-fields';
export { rememberCodeSent, useResendCountdown } from './phone-code/otp-timer';
export {
  applyMask,
  formatLocalPhone,
  isCompleteLocalPhone,
  localDigits,
  UZ_PHONE_MASK,
} from './phone-code/phone-mask';
export { createSessionStore, type Session, type SessionStore } from './session/session-store';
export {
  type EventStreamOptions,
  type EventStreamState,
  reconnectDelay,
  runEventStream,
} from './sse/event-stream';
export { createSseParser, type SseHandlers, type SseMessage, type SseParser } from './sse/sse-parser';
export {
  formatTashkentDate,
  formatTashkentDay,
  formatTashkentNumeric,
  formatTashkentTime,
  minutesSince,
  tashkentToday,
} from './time/tashkent-time';
export { type ToastKind, ToastProvider, useToast } from './toasts/toast-provider';
