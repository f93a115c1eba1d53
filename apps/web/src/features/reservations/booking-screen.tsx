import { useT } from '@dastarkhan/client';
import { AccountGate } from '../../app/session/account-gate';
import { useTenant } from '../../app/startup/tenant-context';
import { BookingForm } from './booking-form';
import './reservations.css';

/** `/profile/reservations/create`: branch → table → guests → day → time, then "Book". */
export function BookingScreen() {
  const { t } = useT();
  const { settings } = useTenant();
  if (!settings.bookingActive)
    return (
      <section className="account-page">
        <h1 className="account-title">{t('booking.title')}</h1>
        <p className="account-card">{t('msg.BOOKING_UNAVAILABLE')}</p>
      </section>
    );
  return <AccountGate title={t('booking.title')}>{() => <BookingForm />}</AccountGate>;
}
