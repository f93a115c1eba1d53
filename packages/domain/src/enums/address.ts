import { z } from 'zod';

export const AddressTypeSchema = z.enum(['HOUSE', 'APARTMENT']);
export type AddressType = z.infer<typeof AddressTypeSchema>;

/**
 * How the delivery point was given (spec §3): raw coordinates, a saved address, a target picked
 * by search, or a point chosen on the map. It is the order request's `addressType`.
 */
export const AddressInputKindSchema = z.enum(['COORDINATES', 'SAVED', 'TARGET', 'MAP']);
export type AddressInputKind = z.infer<typeof AddressInputKindSchema>;
