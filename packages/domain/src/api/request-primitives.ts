import { z } from 'zod';

/** Ids travel as path/query strings; bounded to PostgreSQL's integer so a huge id is a 400, not a 500. */
export const IdParamValueSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const IdParamSchema = z.object({ id: IdParamValueSchema });

export const LatitudeSchema = z.coerce.number().min(-90).max(90);
export const LongitudeSchema = z.coerce.number().min(-180).max(180);
