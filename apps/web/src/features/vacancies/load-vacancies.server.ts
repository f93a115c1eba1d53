import { type Branch, type Language, pickText, type Vacancy } from '@dastarkhan/domain';
import type { AppLoadContext } from 'react-router';
import { startupFor } from '../../app/startup/load-startup.server';
import { serverApi } from '../../lib/load-context';
import type { VacancyDetails, VacancySummary } from './vacancy-view';

/** The tenant's API client, after the vacancies switch (spec §3 vacanciesActive) is checked. */
async function vacanciesApi(request: Request, context: AppLoadContext) {
  const startup = await startupFor(request, context);
  if (!startup.settings.vacanciesActive) throw new Response(null, { status: 404 });
  return { startup, api: serverApi(context, startup.merchant.id) };
}

function branchName(branches: readonly Branch[], id: number | null, lang: Language): string | null {
  if (id === null) return null;
  const branch = branches.find((b) => b.id === id);
  return branch ? pickText(branch.name, lang) : null;
}

function toSummary(vacancy: Vacancy, branches: readonly Branch[], lang: Language): VacancySummary {
  return {
    id: vacancy.id,
    position: pickText(vacancy.position, lang),
    branchName: branchName(branches, vacancy.branchId, lang),
    salaryFrom: vacancy.salaryFrom,
    salaryTo: vacancy.salaryTo,
  };
}

/** `/vacancy`: open vacancies in the page's language. */
export async function loadVacancies(request: Request, context: AppLoadContext) {
  const { startup, api } = await vacanciesApi(request, context);
  const [error, vacancies] = await api.get<Vacancy[]>('/support/v1/vacancies');
  if (error) throw new Response(null, { status: 503 });
  return { vacancies: vacancies.map((v) => toSummary(v, startup.branches, startup.lang)) };
}

/** `/vacancy/:id`: one vacancy, or a 404 when it is unknown (or another tenant's). */
export async function loadVacancy(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  const { startup, api } = await vacanciesApi(request, context);
  const [error, vacancy] = await api.get<Vacancy>(`/support/v1/vacancies/${id}`);
  if (error) throw new Response(null, { status: error.status === 404 || error.status === 400 ? 404 : 503 });
  const lang = startup.lang;
  const details: VacancyDetails = {
    ...toSummary(vacancy, startup.branches, lang),
    responsible: vacancy.responsible,
    responsiblePhone: vacancy.responsiblePhone,
    requirements: pickText(vacancy.requirements, lang),
    description: pickText(vacancy.description, lang),
  };
  return { vacancy: details };
}
