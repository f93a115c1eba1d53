import type { PaymentType } from '../enums/payment.js';

export interface PaymentSwitches {
  cashActive: boolean;
  terminalActive: boolean;
  paymeActive: boolean;
  clickActive: boolean;
  uzumActive: boolean;
}

/** The payment types a tenant takes (spec §3 merchant settings), in the order checkout lists them. */
export function enabledPaymentTypes(settings: PaymentSwitches): PaymentType[] {
  const types: PaymentType[] = [];
  if (settings.cashActive) types.push('CASH');
  if (settings.terminalActive) types.push('TERMINAL');
  if (settings.paymeActive) types.push('PAYME');
  if (settings.clickActive) types.push('CLICK');
  if (settings.uzumActive) types.push('UZUM');
  return types;
}
