import type { Review, ReviewCreateInput } from '@dastarkhan/domain';
import type { ApiClient } from '../../lib/api-client';

/** Rates one line of a received order (once). */
export function createReview(api: ApiClient, input: ReviewCreateInput) {
  return api.post<Review>('/products/v1/reviews', input);
}
