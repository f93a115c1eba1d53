export { smsGatewayFor } from './gateway-for-merchant.js';
