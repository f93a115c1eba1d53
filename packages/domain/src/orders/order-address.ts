import { AUTO_GENERATED_ID_MARKER } from '../constants.js';

/** An address as the client may hold it: ids of unsaved addresses are made-up strings. */
export interface DraftOrderAddress {
  id?: number | string | null;
  name: string;
  description?: string | null;
}

export type PreparedOrderAddress<T extends DraftOrderAddress> = Omit<T, 'id'> & {
  id?: T['id'];
  description: string;
};

/**
 * Prepares an address for an order (spec §5): a client-generated id (it carries the
 * '--FRONTEND-AUTO-GENERATED--' marker) is removed, since it names no saved address, and an
 * empty description is filled from the name so the courier always has a text to read.
 */
export function prepareOrderAddress<T extends DraftOrderAddress>(address: T): PreparedOrderAddress<T> {
  const description = address.description?.trim() ? address.description : address.name;
  if (typeof address.id === 'string' && address.id.includes(AUTO_GENERATED_ID_MARKER)) {
    const { id: _generated, ...rest } = address;
    return { ...rest, description };
  }
  return { ...address, description };
}
