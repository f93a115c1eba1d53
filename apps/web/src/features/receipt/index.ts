export { ReceiptNotFound, ReceiptView } from './receipt-view';
