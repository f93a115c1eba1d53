import type { ApiClient } from '@dastarkhan/client';
import type { VacancyApplication, VacancyApplicationCreateInput } from '@dastarkhan/domain';

/** Sends a job application; the token, when stored, links it to the account. */
export function applyForVacancy(api: ApiClient, vacancyId: number, input: VacancyApplicationCreateInput) {
  return api.post<VacancyApplication>(`/support/v1/vacancies/${vacancyId}/applications`, input);
}
