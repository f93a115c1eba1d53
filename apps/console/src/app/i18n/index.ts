export { CONSOLE_LANGUAGES, ConsoleI18nProvider, initialLanguage, useLanguage } from './console-i18n';
