import { useT } from '@dastarkhan/client';
import { formatPhone, phoneHref } from '@dastarkhan/domain/client';
import { Link } from 'react-router';
import type { BranchView } from './branch-view';
import { directionsUrl } from './branch-view';
import { Icon } from './icons';
import { OpeningStatus } from './opening-status';
import { WeekSchedule } from './week-schedule';

/** One branch: where, how to call, whether it is open now, its week and what it offers. */
export function BranchCard({ branch, now }: { branch: BranchView; now: number }) {
  const { t } = useT();
  const headingId = `branch-${branch.id}-name`;
  return (
    <article className="branch-card" aria-labelledby={headingId}>
      <header className="branch-card-head">
        <h3 id={headingId}>{branch.name}</h3>
        {branch.isMain && <span className="branch-main">{t('branches.main')}</span>}
      </header>
      <OpeningStatus schedule={branch.schedule} holidays={branch.holidays} now={now} />
      <p className="branch-line">
        <Icon name="pin" />
        <span>{branch.address}</span>
      </p>
      <BranchContacts branch={branch} />
      <WeekSchedule schedule={branch.schedule} now={now} />
      <ServiceBadges services={branch.services} />
      <div className="branch-actions">
        <Link className="button branch-action" to={`/branches/map?branch=${branch.id}`}>
          <Icon name="map" />
          <span aria-hidden="true">{t('branches.onMapShort')}</span>
          <span className="visually-hidden">{t('branches.onMapOne', { name: branch.name })}</span>
        </Link>
        <a
          className="button branch-action"
          href={directionsUrl(branch)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="route" />
          <span aria-hidden="true">{t('branches.directions')}</span>
          <span className="visually-hidden">{t('branches.directionsTo', { name: branch.name })}</span>
        </a>
      </div>
    </article>
  );
}

/** The branch phone and, when booking is on, the booking line; each row dials on tap. */
export function BranchContacts({ branch }: { branch: Pick<BranchView, 'phone' | 'bookingPhone'> }) {
  const { t } = useT();
  const rows = [
    branch.phone
      ? { key: 'phone', icon: 'phone' as const, label: t('branches.phone'), phone: branch.phone }
      : null,
    branch.bookingPhone
      ? { key: 'booking', icon: 'booking' as const, label: t('branches.booking'), phone: branch.bookingPhone }
      : null,
  ].filter((row) => row !== null);
  if (rows.length === 0) return null;
  return (
    <ul className="branch-contacts">
      {rows.map((row) => (
        <li key={row.key}>
          <a className="branch-phone" href={phoneHref(row.phone)}>
            <span className="branch-phone-icon">
              <Icon name={row.icon} />
            </span>
            <span className="branch-phone-text">
              <span className="branch-phone-label">{row.label}</span>
              <span className="branch-phone-number">{formatPhone(row.phone)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ServiceBadges({ services }: { services: BranchView['services'] }) {
  const { t } = useT();
  if (services.length === 0) return null;
  return (
    <ul className="service-badges" aria-label={t('branches.services')}>
      {services.map((service) => (
        <li key={service} className={`service-badge service-${service.toLowerCase().replace('_', '-')}`}>
          <Icon name={service} size={16} />
          {t(`service.${service}`)}
        </li>
      ))}
    </ul>
  );
}
