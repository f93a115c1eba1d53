import { useT } from '@dastarkhan/client';
import type { BranchAdmin, Hall } from '@dastarkhan/domain';
import { useMerchant } from '../../app/boot';
import { QrSvg, tableLink } from './qr-svg';

/**
 * One card per table (hall, table, code, the link in words) on a sheet the browser prints: the
 * print stylesheet hides the console around it and keeps each card whole on its page.
 */
export function QrSheet({
  branch,
  halls,
  onClose,
}: {
  branch: BranchAdmin;
  halls: Hall[];
  onClose: () => void;
}) {
  const { t, tx } = useT();
  const merchant = useMerchant();
  // On a development host the tenant comes from ?vendor=; a tenant's own host needs nothing more.
  const dev = /^(localhost|127\.0\.0\.1)$/.test(window.location.hostname);
  const tables = halls.flatMap((hall) => hall.tables.map((table) => ({ hall, table })));
  return (
    <div className="qr-sheet">
      <div className="qr-toolbar">
        <h3>
          {t('branches.qrTitle')} · {tx(branch.name)}
        </h3>
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          {t('branches.qrPrint')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('branches.qrClose')}
        </button>
      </div>
      {tables.length === 0 && <p>{t('branches.qrNone')}</p>}
      <ul className="qr-cards">
        {tables.map(({ hall, table }) => {
          const link = tableLink(window.location.origin, table.id, dev ? merchant.sub : null);
          return (
            <li key={table.id} className="qr-card">
              <p className="qr-place">{tx(hall.name)}</p>
              <p className="qr-table">
                {t('branches.tableName')} {table.name}
              </p>
              <QrSvg text={link} label={t('branches.qrAlt', { table: table.name })} />
              <p className="qr-hint">{t('branches.qrHint')}</p>
              <p className="qr-link">{link}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
