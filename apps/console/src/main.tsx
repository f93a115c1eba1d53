import { ToastProvider } from '@dastarkhan/client';
import '@dastarkhan/client/toasts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { BootProvider, readBoot } from './app/boot';
import { ConsoleI18nProvider } from './app/i18n';
import { createConsoleRouter } from './router';
import './styles/console.css';

const boot = readBoot();
document.documentElement.style.setProperty('--brand', boot.mainColor);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BootProvider boot={boot}>
      <ConsoleI18nProvider>
        <ToastProvider>
          <RouterProvider router={createConsoleRouter()} />
        </ToastProvider>
      </ConsoleI18nProvider>
    </BootProvider>
  </StrictMode>,
);
