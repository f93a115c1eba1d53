import { describe, expect, it } from 'vitest';
import type { Category, Group, ProductGrade } from '../entities/catalogue.js';
import { type Product, ProductSchema } from '../entities/product.js';
import { type BuildMenuInput, buildMenu } from './build-menu.js';

const text = (value: string) => ({ uz: value, ru: value, eng: value });

function createGroup(overrides: Partial<Group> & { id: number }): Omit<Group, 'categories'> {
  return {
    name: text(`group ${overrides.id}`),
    icon: null,
    image: null,
    bgColor: null,
    iconBgColor: null,
    priority: 0,
    ...overrides,
  };
}

function createCategory(overrides: Partial<Category> & { id: number }): Omit<Category, 'products'> {
  return {
    groupId: 1,
    name: text(`category ${overrides.id}`),
    image: null,
    priority: 0,
    textColor: null,
    viewType: 'MEDIUM',
    isWithoutCart: false,
    scrollType: 'VERTICAL',
    navigationType: 'POP_UP',
    ...overrides,
  };
}

/** A product sold (actively) at branches 1 and 2, in category 10. */
function createProduct(overrides: Partial<Product> & { id: number }): Product {
  return ProductSchema.parse({
    name: text(`product ${overrides.id}`),
    description: text(''),
    image: null,
    type: 'NONE',
    active: true,
    categoryId: 10,
    costPrice: 10_000,
    productBranch: [{ branch: { id: 1, isActive: true } }, { branch: { id: 2, isActive: true } }],
    ...overrides,
  });
}

function menu(overrides: Partial<BuildMenuInput>): BuildMenuInput {
  return {
    groups: [createGroup({ id: 1 })],
    categories: [createCategory({ id: 10 })],
    products: [createProduct({ id: 100 })],
    grades: [],
    nearestBranchId: null,
    ...overrides,
  };
}

const productIds = (input: BuildMenuInput) => buildMenu(input).products.map((product) => product.id);

describe('buildMenu', () => {
  it('attaches products to their category and categories to their group', () => {
    const result = buildMenu(
      menu({
        groups: [createGroup({ id: 1 }), createGroup({ id: 2 })],
        categories: [createCategory({ id: 10, groupId: 1 }), createCategory({ id: 20, groupId: 2 })],
        products: [createProduct({ id: 100, categoryId: 10 }), createProduct({ id: 200, categoryId: 20 })],
      }),
    );
    expect(
      result.groups.map((g) => [g.id, g.categories.map((c) => [c.id, c.products.map((p) => p.id)])]),
    ).toEqual([
      [1, [[10, [100]]]],
      [2, [[20, [200]]]],
    ]);
  });

  it.each([
    {
      name: 'keeps every product when no nearest branch is known',
      nearestBranchId: null,
      productBranch: [{ branch: { id: 7, isActive: false } }],
      kept: true,
    },
    {
      name: 'keeps a product sold at the nearest branch',
      nearestBranchId: 2,
      productBranch: [{ branch: { id: 2, isActive: true } }],
      kept: true,
    },
    {
      name: 'drops a product only sold at other branches',
      nearestBranchId: 3,
      productBranch: [{ branch: { id: 1, isActive: true } }, { branch: { id: 2, isActive: true } }],
      kept: false,
    },
    {
      name: 'drops a product whose entry for the nearest branch is inactive',
      nearestBranchId: 2,
      productBranch: [{ branch: { id: 1, isActive: true } }, { branch: { id: 2, isActive: false } }],
      kept: false,
    },
    {
      name: 'drops a product sold nowhere once a nearest branch is known',
      nearestBranchId: 1,
      productBranch: [],
      kept: false,
    },
  ])('$name', ({ nearestBranchId, productBranch, kept }) => {
    const input = menu({ nearestBranchId, products: [createProduct({ id: 100, productBranch })] });
    expect(productIds(input)).toEqual(kept ? [100] : []);
  });

  it('drops products that are switched off', () => {
    const input = menu({ products: [createProduct({ id: 100 }), createProduct({ id: 101, active: false })] });
    expect(productIds(input)).toEqual([100]);
  });

  it('drops a product whose category is unknown', () => {
    const input = menu({
      products: [createProduct({ id: 100 }), createProduct({ id: 101, categoryId: 99 })],
    });
    expect(productIds(input)).toEqual([100]);
  });

  it.each([
    {
      name: 'sorts groups by priority ascending',
      groups: [
        { id: 3, priority: 0 },
        { id: 1, priority: 5 },
        { id: 2, priority: -2 },
      ],
      want: [2, 3, 1],
    },
    {
      name: 'breaks group priority ties by id',
      groups: [
        { id: 3, priority: 0 },
        { id: 1, priority: 0 },
        { id: 2, priority: 0 },
      ],
      want: [1, 2, 3],
    },
  ])('$name', ({ groups, want }) => {
    const result = buildMenu(
      menu({
        groups: groups.map((group) => createGroup(group)),
        categories: groups.map(({ id }) => createCategory({ id: id * 10, groupId: id })),
        products: groups.map(({ id }) => createProduct({ id: id * 100, categoryId: id * 10 })),
      }),
    );
    expect(result.groups.map((group) => group.id)).toEqual(want);
  });

  it('sorts categories by priority ascending, ties by id, inside groups and in the flat list', () => {
    const result = buildMenu(
      menu({
        categories: [
          createCategory({ id: 13, priority: 5 }),
          createCategory({ id: 12, priority: 1 }),
          createCategory({ id: 11, priority: 5 }),
        ],
        products: [13, 12, 11].map((categoryId) => createProduct({ id: categoryId * 10, categoryId })),
      }),
    );
    expect(result.categories.map((c) => c.id)).toEqual([12, 11, 13]);
    expect(result.groups[0]?.categories.map((c) => c.id)).toEqual([12, 11, 13]);
  });

  it('sorts products by priority ascending, ties by id, inside categories and in the flat list', () => {
    const result = buildMenu(
      menu({
        products: [
          createProduct({ id: 104, priority: 2 }),
          createProduct({ id: 103, priority: -1 }),
          createProduct({ id: 102, priority: 2 }),
          createProduct({ id: 101, priority: 0 }),
        ],
      }),
    );
    expect(result.categories[0]?.products.map((p) => p.id)).toEqual([103, 101, 102, 104]);
    expect(result.products.map((p) => p.id)).toEqual([103, 101, 102, 104]);
  });

  it('sorts the flat product list across categories by product priority', () => {
    const result = buildMenu(
      menu({
        categories: [createCategory({ id: 10, priority: 0 }), createCategory({ id: 20, priority: 1 })],
        products: [
          createProduct({ id: 100, categoryId: 10, priority: 9 }),
          createProduct({ id: 200, categoryId: 20, priority: 1 }),
        ],
      }),
    );
    expect(result.products.map((p) => p.id)).toEqual([200, 100]);
  });

  it('keeps only categories with at least one product, and only groups with a kept category', () => {
    const result = buildMenu(
      menu({
        groups: [createGroup({ id: 1 }), createGroup({ id: 2 })],
        categories: [
          createCategory({ id: 10, groupId: 1 }),
          createCategory({ id: 11, groupId: 1 }),
          createCategory({ id: 20, groupId: 2 }),
        ],
        products: [
          createProduct({ id: 100, categoryId: 10 }),
          createProduct({ id: 200, categoryId: 20, active: false }),
        ],
      }),
    );
    expect(result.categories.map((c) => c.id)).toEqual([10]);
    expect(result.groups.map((g) => g.id)).toEqual([1]);
  });

  it('lists categories without a group in the flat list only', () => {
    const result = buildMenu(
      menu({
        categories: [createCategory({ id: 10, groupId: 1 }), createCategory({ id: 30, groupId: null })],
        products: [createProduct({ id: 100, categoryId: 10 }), createProduct({ id: 300, categoryId: 30 })],
      }),
    );
    expect(result.categories.map((c) => c.id)).toEqual([10, 30]);
    expect(result.groups.flatMap((g) => g.categories.map((c) => c.id))).toEqual([10]);
  });

  it.each<{ name: string; productGrade: number | null; grades: ProductGrade[]; want: number | null }>([
    {
      name: 'merges a grade into the product with the same id',
      productGrade: null,
      grades: [{ productId: 100, grade: 4.5 }],
      want: 4.5,
    },
    {
      name: 'ignores grades of other products',
      productGrade: null,
      grades: [{ productId: 999, grade: 2 }],
      want: null,
    },
    { name: "keeps the product's own grade when none is given", productGrade: 3, grades: [], want: 3 },
    {
      name: "prefers the merged grade over the product's own",
      productGrade: 3,
      grades: [{ productId: 100, grade: 5 }],
      want: 5,
    },
  ])('$name', ({ productGrade, grades, want }) => {
    const result = buildMenu(menu({ products: [createProduct({ id: 100, grade: productGrade })], grades }));
    expect(result.products[0]?.grade).toBe(want);
  });

  it('does not modify its input', () => {
    const input = menu({
      products: [createProduct({ id: 101, priority: 2 }), createProduct({ id: 100, priority: 1 })],
      grades: [{ productId: 100, grade: 5 }],
    });
    const before = structuredClone(input);
    buildMenu(input);
    expect(input).toEqual(before);
  });
});
