import type { FeedbackCreateInput, OwnFeedback } from '@dastarkhan/domain';
import type { ApiClient } from '../../lib/api-client';

export function sendFeedback(api: ApiClient, input: FeedbackCreateInput) {
  return api.post<OwnFeedback>('/support/v1/feedback', input);
}
