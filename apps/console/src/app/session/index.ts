export { consoleSession } from './console-session';
export {
  type ConsoleApi,
  type ConsoleApiError,
  type ConsoleResult,
  createConsoleApi,
  useApi,
} from './use-api';
export { useLogout } from './use-logout';
export { useSession } from './use-session';
