import { VacancyList } from '../features/vacancies/index';
import { loadVacancies } from '../features/vacancies/index.server';
import { titleMeta } from '../lib/page-title';
import type { Route } from './+types/vacancies';

export const meta = titleMeta('vacancies.title');

/** `/vacancy` (spec §2); a 404 when the tenant's vacancies switch is off. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadVacancies(request, context);
}

export default function Vacancies({ loaderData }: Route.ComponentProps) {
  return <VacancyList vacancies={loaderData.vacancies} />;
}
