import type { ApiClient } from '@dastarkhan/client';
import type { OwnFeedback } from '@dastarkhan/domain';

/** My latest messages to this tenant, newest first. */
export function getOwnFeedback(api: ApiClient) {
  return api.get<OwnFeedback[]>('/support/v1/feedback');
}
