import { type ReactNode, useEffect } from 'react';

/**
 * A screen's heading, also the document title (`Orders · Demo`), so a tab and a screen reader
 * both say where the person is.
 */
export function ScreenTitle({
  title,
  suffix,
  children,
}: {
  title: string;
  suffix: string;
  children?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · ${suffix}`;
  }, [title, suffix]);
  return (
    <header className="screen-header">
      <h1>{title}</h1>
      {children}
    </header>
  );
}
