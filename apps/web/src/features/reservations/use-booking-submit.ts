import { apiErrorText, useT, useToast } from '@dastarkhan/client';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../app/session/use-session';
import { shortDate } from './booking-days';
import { createReservation } from './create-reservation';
import type { BookingFormState } from './use-booking-form';

export type Missing = 'table' | 'time' | null;

/**
 * "Book": a missing table or time is said at its group (the keyboard goes there); otherwise the
 * booking is sent, and a taken or past start makes the form show the starts as they are now.
 */
export function useBookingSubmit(form: BookingFormState, comment: string) {
  const { t, lang } = useT();
  const { authed } = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [missing, setMissing] = useState<Missing>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tableGroup = useRef<HTMLFieldSetElement>(null);
  const timeGroup = useRef<HTMLFieldSetElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    if (!form.table || !form.branch) {
      setMissing('table');
      tableGroup.current?.querySelector('input')?.focus();
      return;
    }
    if (!form.time || !form.day) {
      setMissing('time');
      timeGroup.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
    setMissing(null);
    setBusy(true);
    const [failure, created] = await authed((api) =>
      createReservation(api, {
        branchId: form.branch!.id,
        tableId: form.table!.id,
        chairs: form.chairs,
        day: form.day!,
        time: form.time!,
        comment: comment.trim() || null,
      }),
    );
    setBusy(false);
    if (failure) {
      if (failure.status === 401) return;
      setError(apiErrorText(failure, lang, t('booking.failed')));
      // Someone else was quicker, or the day moved on: show the starts as they are now.
      if (failure.code === 'BOOKING_SLOT_TAKEN' || failure.code === 'BOOKING_TIME_IN_PAST') {
        form.setTime(null);
        form.refresh();
      }
      return;
    }
    toast({
      kind: 'success',
      text: t('booking.done', {
        when: t('reservations.when', { day: shortDate(created.day, lang), time: created.time }),
      }),
    });
    navigate('/profile/reservations');
  }

  /** A choice in the group that was said to be missing answers it. */
  const answered = (kind: Exclude<Missing, null>) => {
    if (missing === kind) setMissing(null);
  };

  return { missing, answered, error, busy, submit, tableGroup, timeGroup };
}
