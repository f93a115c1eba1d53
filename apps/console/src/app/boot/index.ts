export { type ConsoleBoot, readBoot } from './boot';
export { BootProvider, useBoot, useMerchant, useMerchantName } from './merchant-context';
