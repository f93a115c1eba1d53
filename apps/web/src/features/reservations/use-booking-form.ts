import type { Availability, Branch } from '@dastarkhan/domain';
import type { RefObject } from 'react';
import { useMemo, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import { useTenant } from '../../app/startup/tenant-context';
import { useLoaded } from '../../lib/use-loaded';
import { getAvailability } from './get-availability';
import { getHalls } from './get-halls';

type Frame = Pick<Availability, 'branchId' | 'days' | 'bookingPhone' | 'durationMinutes'>;

/** The branches a customer may book at: active, booking on, the main one first. */
export function bookingBranches(branches: readonly Branch[]): Branch[] {
  return branches
    .filter((b) => b.isActive && !b.deleted && b.settings.bookingEnabled)
    .sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.id - b.id);
}

/**
 * The booking form's choices and what the server says about them: halls of the branch, and the
 * bookable days and starts for the table (asked again whenever branch, table or day change).
 * Changing the branch forgets the table and time; changing table or day forgets the time.
 */
export function useBookingForm() {
  const { api } = useApi();
  const { branches } = useTenant();
  const choices = useMemo(() => bookingBranches(branches), [branches]);
  const [branchId, setBranchId] = useState<number | null>(choices[0]?.id ?? null);
  const [tableId, setTableId] = useState<number | null>(null);
  const [chairs, setChairs] = useState(2);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const halls = useLoaded(branchId ? () => getHalls(api, branchId) : null, [api, branchId]);
  const slots = useLoaded(branchId ? () => getAvailability(api, branchId, tableId, day) : null, [
    api,
    branchId,
    tableId,
    day,
  ]);
  /** The bookable days and phone of the branch, kept while a new day's starts load. */
  const [frame, setFrame] = useState<Frame | null>(null);
  if (slots.state.status === 'ready' && frame !== slots.state.data) setFrame(slots.state.data);

  const table = useMemo(() => {
    if (halls.state.status !== 'ready') return null;
    for (const hall of halls.state.data) {
      const found = hall.tables.find((t) => t.id === tableId);
      if (found) return { ...found, hall };
    }
    return null;
  }, [halls.state, tableId]);

  const branch = choices.find((b) => b.id === branchId) ?? null;
  const availability = slots.state.status === 'ready' ? slots.state.data : null;
  const branchFrame = frame?.branchId === branchId ? frame : null;

  return {
    choices,
    branch,
    halls: halls.state,
    table,
    chairs,
    day: day ?? availability?.day ?? branchFrame?.days[0] ?? null,
    time,
    slots: slots.state,
    availability,
    frame: branchFrame,
    chooseBranch(id: number) {
      setBranchId(id);
      setTableId(null);
      setDay(null);
      setTime(null);
    },
    chooseTable(id: number, seats: number) {
      setTableId(id);
      setChairs((n) => Math.min(Math.max(n, 1), seats));
      setTime(null);
    },
    setChairs,
    chooseDay(value: string) {
      setDay(value);
      setTime(null);
    },
    setTime,
    /** Load halls and slots again (after a failure, or after the chosen time was taken). */
    refresh() {
      void halls.reload();
      void slots.reload();
    },
  };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;

/** A required choice of the form (the table, the time): told when it is missing, focusable as a group. */
export interface ChoiceFieldProps {
  form: BookingFormState;
  missing: boolean;
  onChosen: () => void;
  groupRef: RefObject<HTMLFieldSetElement | null>;
}
