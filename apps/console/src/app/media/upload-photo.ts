import { type ApiError, apiErrorText } from '@dastarkhan/client';
import type { Language, MenuPhoto } from '@dastarkhan/domain';
import type { ConsoleApi } from '../session';

/**
 * Sends a picked file as it is (the server decodes it and refuses anything that is not a
 * JPEG/PNG/WebP photo); the API client sends JSON only, so this call is made by hand.
 */
export async function uploadPhoto(
  api: ConsoleApi,
  file: File,
  lang: Language,
  fallback: string,
): Promise<[string, null] | [null, MenuPhoto]> {
  try {
    const res = await fetch('/api/media/v1/operator/photos', {
      method: 'POST',
      headers: {
        ...api.headers(),
        'content-type': file.type || 'application/octet-stream',
        'accept-language': lang,
      },
      body: file,
    });
    const body = (await res.json().catch(() => null)) as { data?: MenuPhoto; error?: ApiError } | null;
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
