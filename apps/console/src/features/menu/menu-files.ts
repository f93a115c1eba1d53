import { type ApiError, apiErrorText } from '@dastarkhan/client';
import type { Language, MenuImportResult } from '@dastarkhan/domain';
import type { ConsoleApi } from '../../app/session';

const BASE = '/api/products/v1/operator/menu';

/** Downloads the menu as a file (a signed call, so a plain link cannot do it). */
export async function downloadMenu(
  api: ConsoleApi,
  format: 'xlsx' | 'csv',
  lang: Language,
): Promise<boolean> {
  try {
    const res = await fetch(`${BASE}/export?format=${format}`, {
      headers: { ...api.headers(), 'accept-language': lang },
    });
    if (!res.ok) return false;
    const name =
      /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `menu.${format}`;
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    return false;
  }
}

/** Sends the file to the import: a preview (dryRun) or the real thing. */
export async function importMenu(
  api: ConsoleApi,
  file: File,
  dryRun: boolean,
  lang: Language,
  fallback: string,
): Promise<[string, null] | [null, MenuImportResult]> {
  try {
    const res = await fetch(`${BASE}/import?dryRun=${dryRun}`, {
      method: 'POST',
      headers: {
        ...api.headers(),
        'content-type': file.type || 'application/octet-stream',
        'accept-language': lang,
      },
      body: file,
    });
    const body = (await res.json().catch(() => null)) as { data?: MenuImportResult; error?: ApiError } | null;
    if (res.ok && body?.data) return [null, body.data];
    const error: ApiError = {
      status: res.status,
      code: body?.error?.code ?? 'INTERNAL_ERROR',
      message: body?.error?.message ?? null,
    };
    return [apiErrorText(error, lang, fallback), null];
  } catch {
    return [fallback, null];
  }
}
