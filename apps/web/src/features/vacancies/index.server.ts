// Server-only exports of vacancies, kept out of index.ts: client code must never reach a .server file.
export { loadVacancies, loadVacancy } from './load-vacancies.server';
