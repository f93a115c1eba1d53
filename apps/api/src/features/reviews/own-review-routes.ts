import { IdParamSchema, OrderReviewLinesSchema, ReviewCreateSchema, ReviewSchema } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { defineRoute } from '../../http/define-route.js';
import { requestLanguage } from '../../http/request-language.js';
import { orderReviewLines, writeReview } from './own-review-repository.js';

/** A customer's side of reviews (decision 015): what I can rate in an order, and rating it. */
export function registerOwnReviewRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/products/v1/reviews/order/:id',
    summary: 'The lines of one of my orders, whether it was received, and my review of each line',
    tag: 'reviews',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: OrderReviewLinesSchema,
    async handler({ merchant, auth, params }) {
      return orderReviewLines(db, { merchantId: merchant.id, userId: auth.user.id }, params.id);
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/products/v1/reviews',
    summary:
      'Rate one line of one of my orders (1–5 stars, optional text), once, after the order is DELIVERED or CLOSED',
    tag: 'reviews',
    merchant: true,
    auth: true,
    body: ReviewCreateSchema,
    response: ReviewSchema,
    async handler({ merchant, auth, body, reply, request }) {
      const review = await writeReview(
        db,
        {
          merchantId: merchant.id,
          userId: auth.user.id,
          authorName: auth.user.firstName?.trim() || null,
          // Written on a page in this language (the storefront sends it with every call).
          language: requestLanguage(request),
        },
        body,
      );
      reply.status(201);
      return review;
    },
  });
}
