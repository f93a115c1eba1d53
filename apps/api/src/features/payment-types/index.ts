export { loadOfferedPaymentTypes, offeredPaymentTypes } from './offered-payment-types.js';
export { paymentChannelOf } from './payment-channel.js';
export { isConfigured } from './provider-configured.js';
