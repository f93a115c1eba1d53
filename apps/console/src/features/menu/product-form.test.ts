import type { EditableMenu, EditableProduct } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { emptyOptionGroup, formOf, snapshotOf, writeOf } from './product-form';

const menu = {
  languages: ['uz', 'ru', 'eng'],
  mainLanguage: 'uz',
  branches: [
    { id: 1, name: { uz: 'A', ru: 'A', eng: 'A' }, isActive: true },
    { id: 2, name: { uz: 'B', ru: 'B', eng: 'B' }, isActive: true },
  ],
  groups: [],
  categories: [],
  products: [],
  catalogueVersion: 1,
} as unknown as EditableMenu;

const product: EditableProduct = {
  id: 7,
  name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' },
  description: { uz: '', ru: '', eng: '' },
  composition: { uz: 'Guruch, go‘sht', ru: 'Рис, мясо', eng: 'Rice, meat' },
  categoryId: 3,
  type: 'MODIFICATION',
  costPrice: 45000,
  discount: 10,
  unit: 'GRAMM',
  measure: 350,
  calorie: null,
  timeCookingMin: 5,
  timeCookingMax: 10,
  labels: ['hot', 'new'],
  mxicCode: '10101001001000000',
  barcode: '4780000000017',
  maxCount: null,
  eatsPrice: 50000,
  enabledEats: true,
  expressPrice: null,
  enabledExpress: false,
  deliveryEnabled: false,
  isCartRecommendation: true,
  active: true,
  image: '/api/media/photos/1/b.webp',
  gallery: ['/api/media/photos/1/a.webp', '/api/media/photos/1/b.webp'],
  productBranch: [{ branch: { id: 2, isActive: true }, price: 47000 }],
  modificationGroups: [
    {
      id: 11,
      name: { uz: 'Sous', ru: 'Соус', eng: 'Sauce' },
      min: 0,
      max: 2,
      priority: 0,
      options: [
        {
          id: 12,
          name: { uz: 'Qatiq', ru: 'Катык', eng: 'Katyk' },
          price: 3000,
          isActive: false,
          priority: 0,
        },
      ],
    },
  ],
  priority: 0,
  ordered: true,
};

describe('the product form', () => {
  it('sends a product back as it was when nothing was edited, main photo first', () => {
    const body = writeOf(formOf(product, 3, menu));
    expect(body).toMatchObject({
      name: product.name,
      composition: product.composition,
      barcode: '4780000000017',
      deliveryEnabled: false,
      isCartRecommendation: true,
      costPrice: 45000,
      discount: 10,
      unit: 'GRAMM',
      measure: 350,
      calorie: null,
      labels: ['hot', 'new'],
      eatsPrice: 50000,
      expressPrice: null,
      image: '/api/media/photos/1/b.webp',
      gallery: ['/api/media/photos/1/b.webp', '/api/media/photos/1/a.webp'],
      productBranch: [{ branch: { id: 2, isActive: true }, price: 47000 }],
      modificationGroups: [
        {
          id: 11,
          min: 0,
          max: 2,
          options: [
            { id: 12, name: product.modificationGroups[0]!.options[0]!.name, price: 3000, isActive: false },
          ],
        },
      ],
    });
  });

  it('reads numbers as people type them and leaves a bad one for the server to name', () => {
    const form = {
      ...formOf(null, 3, menu),
      costPrice: '30 000',
      measure: '0,5',
      discount: '',
      maxCount: 'abc',
    };
    const body = writeOf(form);
    expect(body.costPrice).toBe(30000);
    expect(body.measure).toBe(0.5);
    expect(body.discount).toBe(0);
    expect(Number.isNaN(body.maxCount)).toBe(true);
  });

  it('offers a new product at every branch, with one option group ready when asked', () => {
    const form = formOf(null, 3, menu);
    expect(writeOf(form).productBranch).toEqual([
      { branch: { id: 1, isActive: true }, price: null },
      { branch: { id: 2, isActive: true }, price: null },
    ]);
    expect(emptyOptionGroup().options).toHaveLength(1);
  });

  it('counts a form as changed by its content, not by its render keys', () => {
    const a = formOf(product, 3, menu);
    const b = formOf(product, 3, menu);
    expect(snapshotOf(a)).toBe(snapshotOf(b));
    expect(snapshotOf({ ...a, costPrice: '45001' })).not.toBe(snapshotOf(b));
  });
});
