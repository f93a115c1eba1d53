import type { ApiClient } from '@dastarkhan/client';
import type { Review, ReviewCreateInput } from '@dastarkhan/domain';

/** Rates one line of a received order (once). */
export function createReview(api: ApiClient, input: ReviewCreateInput) {
  return api.post<Review>('/products/v1/reviews', input);
}
