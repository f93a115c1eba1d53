export { deliverSms } from './deliver-sms.js';
export { createEskizGateway } from './eskiz-gateway.js';
export { smsGatewayFor } from './gateway-for-merchant.js';
export { SmsDeliveryError } from './sms-gateway.js';
