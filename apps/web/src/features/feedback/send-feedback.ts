import type { ApiClient } from '@dastarkhan/client';
import type { FeedbackCreateInput, OwnFeedback } from '@dastarkhan/domain';

export function sendFeedback(api: ApiClient, input: FeedbackCreateInput) {
  return api.post<OwnFeedback>('/support/v1/feedback', input);
}
