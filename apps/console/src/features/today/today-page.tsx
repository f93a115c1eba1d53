import { useT, useToast } from '@dastarkhan/client';
import { formatSom, rejectReasonText, SERVICE_TYPE_LABELS, type TodayReport } from '@dastarkhan/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMerchantName } from '../../app/boot';
import { type ConsoleApiError, useApi } from '../../app/session';
import { ScreenTitle } from '../../components/screen-title';
import './today.css';

type Branch = TodayReport['branches'][number];
type State =
  | { status: 'loading' }
  | { status: 'error'; error: ConsoleApiError }
  | { status: 'ready'; report: TodayReport; at: Date; stale: boolean };

const REFRESH_MS = 60_000;
const CSV_PATH = '/api/orders/v1/operator/reports/today.csv';

const clock = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tashkent', hour: '2-digit', minute: '2-digit' }).format(
    date,
  );

/** `/console/today`: the Tashkent day so far, per branch of mine, read again every minute. */
export function TodayPage() {
  const { t, lang } = useT();
  const api = useApi();
  const toast = useToast();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [downloading, setDownloading] = useState(false);
  const apiRef = useRef(api);
  apiRef.current = api;

  const load = useCallback(async () => {
    const [error, report] = await apiRef.current.get<TodayReport>('/orders/v1/operator/reports/today');
    setState((current) => {
      if (!error) return { status: 'ready', report, at: new Date(), stale: false };
      // A failed refresh keeps the figures on screen, marked as not current.
      return current.status === 'ready' ? { ...current, stale: true } : { status: 'error', error };
    });
  }, []);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const download = async () => {
    setDownloading(true);
    try {
      const response = await fetch(CSV_PATH, {
        headers: { ...api.headers(), 'accept-language': lang === 'eng' ? 'en' : lang },
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'today.csv';
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast({ kind: 'error', text: t('today.downloadFailed') });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="today">
      <ScreenTitle title={t('today.title')} suffix={useMerchantName()}>
        <div className="today-tools">
          {state.status === 'ready' && (
            <span className="today-updated">
              {state.report.date} · {t('today.updated', { time: clock(state.at) })}
            </span>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={downloading || state.status !== 'ready'}
            onClick={() => void download()}
          >
            {t('today.download')}
          </button>
        </div>
      </ScreenTitle>
      {state.status === 'loading' && (
        <div className="today-skeletons" aria-busy="true">
          <span className="visually-hidden" role="status">
            {t('shell.loading')}
          </span>
          <div className="skeleton today-skeleton" />
          <div className="skeleton today-skeleton" />
        </div>
      )}
      {state.status === 'error' && (
        <div className="today-error" role="alert">
          <p>
            {t('today.loadError')}: {state.error.text}
          </p>
          <button type="button" className="button" onClick={() => void load()}>
            {t('today.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          {state.stale && (
            <p className="today-stale" role="alert">
              {t('today.staleError')}
            </p>
          )}
          {state.report.branches.length === 0 ? (
            <p className="today-empty">{t('today.noBranches')}</p>
          ) : (
            state.report.branches.map((branch) => <BranchDay key={branch.branchId} branch={branch} />)
          )}
        </>
      )}
    </div>
  );
}

function BranchDay({ branch }: { branch: Branch }) {
  const { t, tx, lang } = useT();
  const minutes = (value: number | null) =>
    value === null ? t('today.none') : t('today.minutes', { minutes: Math.round(value) });
  const headingId = `today-branch-${branch.branchId}`;
  const byService = [...branch.byServiceType].sort((a, b) => b.revenue - a.revenue);
  const byPayment = [...branch.byPaymentType].sort((a, b) => b.revenue - a.revenue);
  const cancellations = [...branch.cancellations].sort((a, b) => b.count - a.count);
  return (
    <section className="today-branch" aria-labelledby={headingId}>
      <h2 id={headingId}>{tx(branch.name)}</h2>
      <dl className="today-tiles">
        <Tile label={t('today.revenue')} value={formatSom(branch.revenue, lang)} wide />
        <Tile label={t('today.orders')} value={String(branch.orders)} />
        <Tile label={t('today.canceled')} value={String(branch.canceled)} warn={branch.canceled > 0} />
        <Tile label={t('today.toAccept')} value={minutes(branch.medianMinutesToAccept)} />
        <Tile label={t('today.toReady')} value={minutes(branch.medianMinutesToReady)} />
      </dl>
      <div className="today-groups">
        <Bars
          title={t('today.byService')}
          empty={t('today.noOrders')}
          rows={byService.map((row) => ({
            key: row.serviceType,
            label: tx(SERVICE_TYPE_LABELS[row.serviceType]),
            amount: row.revenue,
            value: `${t('today.ordersCount', { count: row.orders })} · ${formatSom(row.revenue, lang)}`,
          }))}
        />
        <Bars
          title={t('today.byPayment')}
          empty={t('today.noOrders')}
          rows={byPayment.map((row) => ({
            key: row.paymentType,
            label: t(`today.pay.${row.paymentType}`),
            amount: row.revenue,
            value: `${t('today.ordersCount', { count: row.orders })} · ${formatSom(row.revenue, lang)}`,
          }))}
        />
        <Bars
          title={t('today.cancellations')}
          empty={t('today.noCancellations')}
          tone="warn"
          rows={cancellations.map((row) => ({
            key: row.reason ?? '-',
            label: row.reason ? tx(rejectReasonText(row.reason)) : t('today.unknownReason'),
            amount: row.count,
            value: String(row.count),
          }))}
        />
      </div>
    </section>
  );
}

function Tile({
  label,
  value,
  warn = false,
  wide = false,
}: {
  label: string;
  value: string;
  warn?: boolean;
  wide?: boolean;
}) {
  return (
    <div className={`today-tile${warn ? ' is-warn' : ''}${wide ? ' is-wide' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A list of labelled figures with a bar each (the bar repeats the figure; screen readers skip it). */
function Bars({
  title,
  rows,
  empty,
  tone,
}: {
  title: string;
  rows: Array<{ key: string; label: string; amount: number; value: string }>;
  empty: string;
  tone?: 'warn';
}) {
  const max = Math.max(0, ...rows.map((row) => row.amount));
  return (
    <div className={`today-bars${tone ? ` is-${tone}` : ''}`}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="today-bars-empty">{empty}</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.key}>
              <span className="today-bar-label">{row.label}</span>
              <span className="today-bar-value">{row.value}</span>
              <span className="today-bar-track" aria-hidden="true">
                <span
                  className="today-bar-fill"
                  style={{ width: `${max > 0 ? Math.max(2, (row.amount / max) * 100) : 0}%` }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
