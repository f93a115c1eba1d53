import type {
  EditableMenu,
  EditableProduct,
  Multilingual,
  ProductWriteInput,
  Unit,
} from '@dastarkhan/domain';

/** An option as the form edits it: numbers as typed, so a half-typed price is not lost. */
export interface OptionForm {
  key: string;
  id?: number;
  name: Multilingual;
  price: string;
  isActive: boolean;
}
export interface OptionGroupForm {
  key: string;
  id?: number;
  name: Multilingual;
  min: string;
  max: string;
  options: OptionForm[];
}
export interface BranchForm {
  id: number;
  sold: boolean;
  price: string;
}

export interface ProductForm {
  name: Multilingual;
  description: Multilingual;
  composition: Multilingual;
  categoryId: number;
  costPrice: string;
  discount: string;
  unit: Unit;
  measure: string;
  calorie: string;
  timeCookingMin: string;
  timeCookingMax: string;
  labels: string;
  mxicCode: string;
  maxCount: string;
  eatsPrice: string;
  enabledEats: boolean;
  expressPrice: string;
  enabledExpress: boolean;
  active: boolean;
  /** The photos in their order; the first is the product's main image. */
  photos: string[];
  branches: BranchForm[];
  groups: OptionGroupForm[];
  /** Fields the sheet does not show, sent back as they are so a save never resets them. */
  kept: { barcode: string | null; deliveryEnabled: boolean; isCartRecommendation: boolean };
}

const empty = (): Multilingual => ({ uz: '', ru: '', eng: '' });
const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
let keys = 0;
export const newKey = () => `k${++keys}`;

export function formOf(product: EditableProduct | null, categoryId: number, menu: EditableMenu): ProductForm {
  const sold = new Map(product?.productBranch.map((pb) => [pb.branch.id, pb]) ?? []);
  return {
    name: { ...empty(), ...product?.name },
    description: { ...empty(), ...product?.description },
    composition: { ...empty(), ...product?.composition },
    categoryId: product?.categoryId ?? categoryId,
    costPrice: text(product?.costPrice),
    discount: text(product?.discount ?? 0),
    unit: product?.unit ?? 'COUNT',
    measure: text(product?.measure),
    calorie: text(product?.calorie),
    timeCookingMin: text(product?.timeCookingMin),
    timeCookingMax: text(product?.timeCookingMax),
    labels: product?.labels.join(', ') ?? '',
    mxicCode: product?.mxicCode ?? '',
    maxCount: text(product?.maxCount),
    eatsPrice: text(product?.eatsPrice),
    enabledEats: product?.enabledEats ?? false,
    expressPrice: text(product?.expressPrice),
    enabledExpress: product?.enabledExpress ?? false,
    active: product?.active ?? true,
    photos: product
      ? [...(product.image ? [product.image] : []), ...product.gallery.filter((g) => g !== product.image)]
      : [],
    // A new product is sold at every branch at its own price, as an owner expects.
    branches: menu.branches.map((b) => ({
      id: b.id,
      sold: product ? sold.has(b.id) && sold.get(b.id)!.branch.isActive : true,
      price: text(sold.get(b.id)?.price),
    })),
    groups:
      product?.modificationGroups.map((g) => ({
        key: newKey(),
        id: g.id,
        name: { ...empty(), ...g.name },
        min: String(g.min),
        max: String(g.max),
        options: g.options.map((o) => ({
          key: newKey(),
          id: o.id,
          name: { ...empty(), ...o.name },
          price: String(o.price),
          isActive: o.isActive,
        })),
      })) ?? [],
    kept: {
      barcode: product?.barcode ?? null,
      deliveryEnabled: product?.deliveryEnabled ?? true,
      isCartRecommendation: product?.isCartRecommendation ?? false,
    },
  };
}

export const emptyOptionGroup = (): OptionGroupForm => ({
  key: newKey(),
  name: empty(),
  min: '0',
  max: '1',
  options: [{ key: newKey(), name: empty(), price: '0', isActive: true }],
});
export const emptyOption = (): OptionForm => ({ key: newKey(), name: empty(), price: '0', isActive: true });

/** A typed number: empty is null; anything else is sent as typed, so the server names the field. */
const number = (value: string): number | null => {
  const cleaned = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** The body of POST/PUT …/products: the server checks every rule and answers the field it refuses. */
export function writeOf(form: ProductForm): ProductWriteInput {
  const [image = null, ...rest] = form.photos;
  return {
    name: form.name,
    description: form.description,
    composition: form.composition,
    categoryId: form.categoryId,
    costPrice: number(form.costPrice) ?? Number.NaN,
    discount: number(form.discount) ?? 0,
    unit: form.unit,
    measure: number(form.measure),
    calorie: number(form.calorie),
    timeCookingMin: number(form.timeCookingMin),
    timeCookingMax: number(form.timeCookingMax),
    labels: form.labels
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
    mxicCode: form.mxicCode.trim() || null,
    ...form.kept,
    maxCount: number(form.maxCount),
    eatsPrice: number(form.eatsPrice),
    enabledEats: form.enabledEats,
    expressPrice: number(form.expressPrice),
    enabledExpress: form.enabledExpress,
    active: form.active,
    image,
    gallery: image ? [image, ...rest] : [],
    productBranch: form.branches
      .filter((b) => b.sold)
      .map((b) => ({ branch: { id: b.id, isActive: true }, price: number(b.price) })),
    modificationGroups: form.groups.map((g) => ({
      ...(g.id ? { id: g.id } : {}),
      name: g.name,
      min: number(g.min) ?? Number.NaN,
      max: number(g.max) ?? Number.NaN,
      options: g.options.map((o) => ({
        ...(o.id ? { id: o.id } : {}),
        name: o.name,
        price: number(o.price) ?? 0,
        isActive: o.isActive,
      })),
    })),
  } as ProductWriteInput;
}

/** The form's content without its render keys: what "unsaved changes" compares. */
export const snapshotOf = (form: ProductForm) =>
  JSON.stringify(form, (key, value) => (key === 'key' ? undefined : value));
