// Server-only exports of pages, kept out of index.ts: client code must never reach a .server file.
export { loadPolicyPage } from './load-policy.server';
