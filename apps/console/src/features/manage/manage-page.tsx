import { useT } from '@dastarkhan/client';
import { Link } from 'react-router';
import { DeadMessagesCount, useDeadMessages } from '../../app/outbox';
import { manageScreensFor, useStaff } from '../../app/staff';
import './manage.css';

/**
 * `/console/manage`: on a phone the navigation strip keeps only the shift's screens; setting the
 * restaurant up (menu, branches, settings…) is one tap further, as large tiles with one line each.
 */
export function ManagePage() {
  const { t } = useT();
  const staff = useStaff();
  const screens = manageScreensFor(staff.role);
  const deadMessages = useDeadMessages(staff.role);
  return (
    <section className="manage" aria-labelledby="manage-title">
      <h1 id="manage-title">{t('manage.title')}</h1>
      {screens.length === 0 ? (
        <p>{t('shell.notAllowed')}</p>
      ) : (
        <ul className="manage-tiles">
          {screens.map((screen) => (
            <li key={screen.name}>
              <Link className="manage-tile" to={screen.path}>
                <strong>
                  {t(screen.title)}
                  {screen.badge === 'deadMessages' && <DeadMessagesCount count={deadMessages} />}
                </strong>
                {screen.hint && <span>{t(screen.hint)}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
