/**
 * Uzum Bank merchant webhook error codes (docs/integrations.md §3a; the numbering comes from a
 * community implementation, marked [U] there). Errors answer with status FAILED.
 */
export const UZUM_ERROR = {
  auth: 10001,
  jsonParse: 10002,
  unknownOperation: 10003,
  missingParams: 10005,
  invalidServiceId: 10006,
  orderNotFound: 10007,
  alreadyProcessed: 10008,
  cancelled: 10009,
  dataCheck: 99999,
} as const;

export class UzumError extends Error {
  constructor(
    readonly errorCode: number,
    readonly httpStatus = 400,
  ) {
    super(`uzum ${errorCode}`);
  }
}
