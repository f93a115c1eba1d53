import { useT } from '@dastarkhan/client';
import { Link } from 'react-router';

const BARE = {
  404: { uz: 'Sahifa topilmadi', ru: 'Страница не найдена', eng: 'Page Not Found' },
  500: { uz: 'Serverda ichki xato', ru: 'Внутренняя ошибка сервера', eng: 'Internal Server Error' },
};

/** Spec §2: a not-found variant for 404, a generic one otherwise. */
export function ErrorScreen({
  status,
  path,
  bare = false,
  inLayout = false,
}: {
  status: number;
  path: string;
  bare?: boolean;
  /** Drawn inside the site's layout, whose <main> it already is. */
  inLayout?: boolean;
}) {
  if (bare) {
    // No tenant (unknown sub-domain or the server failing): say it in every language we speak.
    const text = status === 404 ? BARE[404] : BARE[500];
    return (
      <main className="error-screen">
        <p className="error-code">{status}</p>
        <h1>{text.uz}</h1>
        <p lang="ru">{text.ru}</p>
        <p lang="en">{text.eng}</p>
      </main>
    );
  }
  return <TenantErrorScreen status={status} path={path} inLayout={inLayout} />;
}

/** One title — the spec's "Page not found: {path}" — then what may have happened, and the menu. */
function TenantErrorScreen({ status, path, inLayout }: { status: number; path: string; inLayout: boolean }) {
  const { t } = useT();
  const notFound = status === 404;
  const Box = inLayout ? 'section' : 'main';
  return (
    <Box className="error-screen">
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1>{notFound ? t('error.notFoundPath', { path }) : t('error.internal')}</h1>
      {notFound && <p className="error-hint">{t('error.notFoundHint')}</p>}
      <Link className="button button-primary" to="/">
        {t('soon.toMenu')}
      </Link>
    </Box>
  );
}
