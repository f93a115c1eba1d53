import { formatSom, type TariffOutcome } from '@dastarkhan/domain';
import { AppError } from '../../../http/app-error.js';

/** Why a point gets no delivery, as the tariff call and order creation both answer it. */
export function tariffRefusal(outcome: Extract<TariffOutcome, { ok: false }>, field: string): AppError {
  if (outcome.reason === 'ZONE_MIN_ORDER')
    return new AppError(
      422,
      'ZONE_MIN_ORDER',
      { minOrder: formatSom(outcome.minOrder, 'uz'), missing: formatSom(outcome.missing, 'uz') },
      field,
    );
  return new AppError(422, 'OUT_OF_SERVICE_ZONE', {}, field);
}
