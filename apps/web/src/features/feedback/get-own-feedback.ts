import type { OwnFeedback } from '@dastarkhan/domain';
import type { ApiClient } from '../../lib/api-client';

/** My latest messages to this tenant, newest first. */
export function getOwnFeedback(api: ApiClient) {
  return api.get<OwnFeedback[]>('/support/v1/feedback');
}
