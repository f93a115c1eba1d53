import { VacancyDetails } from '../features/vacancies/index';
import { loadVacancy } from '../features/vacancies/index.server';
import { titleMeta } from '../lib/page-title';
import type { Route } from './+types/vacancy';

export function meta(args: Route.MetaArgs) {
  return titleMeta<Route.MetaArgs>(({ data }, t) => data?.vacancy.position ?? t('vacancies.title'))(args);
}

/** `/vacancy/:id` (spec §2): responsible person, position, monthly salary, requirements. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadVacancy(request, context, params.id);
}

export default function Vacancy({ loaderData }: Route.ComponentProps) {
  return <VacancyDetails vacancy={loaderData.vacancy} />;
}
