import { ReviewPageSchema, ReviewsQuerySchema } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { productBelongsTo } from '../catalogue/index.js';
import { registerOwnReviewRoutes } from './own-review-routes.js';
import { pageOfReviews } from './review-repository.js';
import { toReview } from './to-review.js';

export function registerReviewRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/products/v1/reviews',
    summary: 'Customer reviews of one product of the tenant, newest first, paged (page from 0)',
    tag: 'reviews',
    merchant: true,
    query: ReviewsQuerySchema,
    response: ReviewPageSchema,
    async handler({ merchant, query }) {
      const { productId, page, size, lang } = query;
      if (!(await productBelongsTo(db(), merchant.id, productId))) {
        throw new AppError(404, 'PRODUCT_NOT_FOUND', { id: productId });
      }
      const { rows, total } = await pageOfReviews(db(), merchant.id, productId, { page, size, lang });
      return {
        content: rows.map(toReview),
        page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      };
    },
  });

  registerOwnReviewRoutes(app, docs);
}
