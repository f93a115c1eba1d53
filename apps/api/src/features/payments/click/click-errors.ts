/** Click SHOP API answer codes (https://docs.click.uz/en/click-api-error/). */
export const CLICK = {
  success: [0, 'Success'],
  signFailed: [-1, 'SIGN CHECK FAILED!'],
  wrongAmount: [-2, 'Incorrect parameter amount'],
  actionNotFound: [-3, 'Action not found'],
  alreadyPaid: [-4, 'Already paid'],
  orderNotFound: [-5, 'User does not exist'],
  transactionNotFound: [-6, 'Transaction does not exist'],
  updateFailed: [-7, 'Failed to update user'],
  badRequest: [-8, 'Error in request from click'],
  cancelled: [-9, 'Transaction cancelled'],
} as const satisfies Record<string, readonly [number, string]>;

export type ClickOutcome = (typeof CLICK)[keyof typeof CLICK];

export class ClickError extends Error {
  constructor(readonly outcome: ClickOutcome) {
    super(outcome[1]);
  }
}
