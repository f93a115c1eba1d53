export { VacancyDetails } from './vacancy-details';
export { VacancyList } from './vacancy-list';
