import type { Availability, Branch, Hall } from '@dastarkhan/domain';
import { useEffect, useMemo, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import { useTenant } from '../../app/startup/tenant-context';
import type { ApiError } from '../../lib/api-client';
import { getAvailability } from './get-availability';
import { getHalls } from './get-halls';

type Loaded<T> =
  | { status: 'idle' | 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; value: T };

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
  const [halls, setHalls] = useState<Loaded<Hall[]>>({ status: 'idle' });
  const [slots, setSlots] = useState<Loaded<Availability>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  /** The bookable days and phone of the branch, kept while a new day's starts load. */
  const [frame, setFrame] = useState<Pick<
    Availability,
    'branchId' | 'days' | 'bookingPhone' | 'durationMinutes'
  > | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    if (!branchId) return;
    let cancelled = false;
    setHalls({ status: 'loading' });
    void getHalls(api, branchId).then(([error, value]) => {
      if (!cancelled) setHalls(error ? { status: 'error', error } : { status: 'ready', value });
    });
    return () => {
      cancelled = true;
    };
  }, [api, branchId, attempt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure or a refusal.
  useEffect(() => {
    if (!branchId) return;
    let cancelled = false;
    setSlots({ status: 'loading' });
    void getAvailability(api, branchId, tableId, day).then(([error, value]) => {
      if (cancelled) return;
      setSlots(error ? { status: 'error', error } : { status: 'ready', value });
      if (value) setFrame(value);
    });
    return () => {
      cancelled = true;
    };
  }, [api, branchId, tableId, day, attempt]);

  const table = useMemo(() => {
    if (halls.status !== 'ready') return null;
    for (const hall of halls.value) {
      const found = hall.tables.find((t) => t.id === tableId);
      if (found) return { ...found, hall };
    }
    return null;
  }, [halls, tableId]);

  const branch = choices.find((b) => b.id === branchId) ?? null;
  const availability = slots.status === 'ready' ? slots.value : null;
  const branchFrame = frame?.branchId === branchId ? frame : null;

  return {
    choices,
    branch,
    halls,
    table,
    chairs,
    day: day ?? availability?.day ?? branchFrame?.days[0] ?? null,
    time,
    slots,
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
      setAttempt((n) => n + 1);
    },
  };
}
