import { type Language, type Product, pickText, type ReviewPage } from '@dastarkhan/domain';
import type { AppLoadContext } from 'react-router';
import { loadCatalogue } from '../../app/catalogue/load-catalogue.server';
import { serverApi } from '../../lib/load-context';
import type { ProductPageData, ProductView, ReviewView } from './product-view';

const REVIEWS_PAGE_SIZE = 10;

/**
 * One product of this tenant's catalogue with its grade and first page of reviews; null when the
 * catalogue has no such product. A reviews failure only hides the reviews (the page still sells).
 */
export async function loadProduct(
  request: Request,
  context: AppLoadContext,
  productId: number,
): Promise<ProductPageData | null> {
  const { menu, grades, lang, startup } = await loadCatalogue(request, context);
  const product = menu.products.find((p) => p.id === productId && p.active);
  if (!product) return null;
  const category = menu.categories.find((c) => c.id === product.categoryId);
  const grade = grades.find((g) => g.productId === productId)?.grade ?? product.grade;
  // The menu's rule (spec §4): with a branch chosen, only what an active entry of it sells.
  const available =
    startup.branchId === null ||
    product.productBranch.some((entry) => entry.branch.id === startup.branchId && entry.branch.isActive);

  const [error, page] = await serverApi(context, startup.merchant.id).get<ReviewPage>(
    '/products/v1/reviews',
    {
      productId,
      page: 0,
      size: REVIEWS_PAGE_SIZE,
      lang,
    },
  );
  const reviews: ReviewView[] = error || !page ? [] : page.content.map(toReview);
  return {
    product: toView(
      product,
      lang,
      {
        grade,
        categoryName: category ? pickText(category.name, lang) : '',
        withoutCart: category?.isWithoutCart ?? false,
        available,
      },
      startup.branchId,
    ),
    reviews,
    reviewCount: error || !page ? 0 : page.totalElements,
  };
}

/** Ascending priority (spec §9), ties by id, as the menu sorts. */
function byPriority(a: { priority: number; id: number }, b: { priority: number; id: number }) {
  return a.priority - b.priority || a.id - b.id;
}

function toReview(review: ReviewPage['content'][number]): ReviewView {
  const { id, authorName, grade, text, language, createdDate } = review;
  return { id, authorName, grade, text, language, createdDate };
}

function toView(
  product: Product,
  lang: Language,
  extra: Pick<ProductView, 'grade' | 'categoryName' | 'withoutCart' | 'available'>,
  branchId: number | null,
): ProductView {
  const images = [...new Set([product.image, ...product.gallery].filter((src): src is string => !!src))];
  const hasOptions = product.type === 'MODIFICATION';
  return {
    id: product.id,
    name: pickText(product.name, lang),
    description: pickText(product.description, lang),
    composition: pickText(product.composition, lang),
    images,
    price: product.costPrice,
    discount: product.discount,
    unit: product.unit,
    measure: product.measure,
    calorie: product.calorie,
    timeCookingMin: product.timeCookingMin,
    timeCookingMax: product.timeCookingMax,
    labels: product.labels,
    maxCount: product.maxCount,
    ...extra,
    groups: hasOptions
      ? [...product.modificationGroups]
          .sort(byPriority)
          .filter((group) => group.modifications.length > 0)
          .map((group) => ({
            id: group.id,
            name: pickText(group.name, lang),
            min: group.min,
            max: group.max,
            modifications: [...group.modifications].sort(byPriority).map((option) => ({
              id: option.id,
              name: pickText(option.name, lang),
              price: option.price,
              ...(branchId !== null && option.unavailableBranchIds?.includes(branchId)
                ? { unavailable: true as const }
                : {}),
            })),
          }))
      : [],
  };
}
