import type { VacancyRow } from '@dastarkhan/db';
import type { Vacancy } from '@dastarkhan/domain';

/** The vacancy as the storefront shows it (spec §2: responsible person, position, salary, requirements). */
export function toVacancy(row: VacancyRow): Vacancy {
  return {
    id: row.id,
    branchId: row.branchId,
    position: row.position,
    responsible: row.responsible,
    responsiblePhone: row.responsiblePhone,
    salaryFrom: row.salaryFrom,
    salaryTo: row.salaryTo,
    requirements: row.requirements,
    description: row.description,
  };
}
