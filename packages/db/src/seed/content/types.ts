// The shape of demo content, kept apart from the table layout so the menus read like a menu.
// `seed/write-tenant.ts` turns a SeedTenant into rows.

export interface Text {
  uz: string;
  ru: string;
  eng: string;
}

export type Weekday = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';

/** [longitude, latitude] pairs; the first point is not repeated at the end. */
export type Polygon = Array<[number, number]>;

export interface SeedCity {
  key: string; // stable local key, e.g. 'tashkent'
  name: Text;
  latitude: number;
  longitude: number;
  isMain: boolean;
}

export interface SeedBranch {
  key: string;
  cityKey: string;
  name: Text;
  address: string; // the line staff keep (street address in Latin Uzbek)
  /** The address as each language writes it: shown on pages in that language (issue 19). */
  addressText?: Text;
  latitude: number;
  longitude: number;
  phone: string; // 998XXXXXXXXX
  bookingPhone?: string;
  isMain?: boolean;
  deliveryPrice: number; // so'm, base price of delivery from this branch
  deliveryStart: string; // 'HH:MM'
  deliveryEnd: string; // 'HH:MM'
  /** Per weekday opening hours, 'HH:MM'; close may be '00:00'..'06:00' meaning after midnight. */
  workHours: Array<{ day: Weekday; open: string; close: string; isWorking: boolean }>;
  settings: {
    bookingEnabled: boolean;
    deliveryEnabled: boolean;
    dineinEnabled: boolean;
    pickupEnabled: boolean;
    expressEnabled: boolean;
    yandexEnabled: boolean;
  };
  halls?: Array<{ key: string; name: Text; tables: Array<{ key: string; name: string; chairs: number }> }>;
}

export interface SeedZone {
  cityKey: string;
  name: string;
  color: string; // '#RRGGBB'
  price: number; // so'm
  polygon: Polygon;
}

export type DishKind =
  | 'plov'
  | 'soup'
  | 'noodles'
  | 'skewer'
  | 'salad'
  | 'pastry'
  | 'bread'
  | 'dumplings'
  | 'drink'
  | 'tea'
  | 'coffee'
  | 'dessert'
  | 'burger'
  | 'pizza'
  | 'wrap'
  | 'fries'
  | 'sauce';

export interface SeedModificationOption {
  key: string;
  name: Text;
  price: number; // so'm added per unit, 0 allowed
}

export interface SeedModificationGroup {
  key: string;
  name: Text;
  min: number; // minimum options to choose (0 = optional)
  max: number; // maximum options to choose
  options: SeedModificationOption[];
}

export interface SeedProduct {
  key: string; // stable, unique in the tenant, kebab-case, e.g. 'plov-toshkent'
  name: Text;
  description: Text;
  composition: Text; // ingredients, shown as "composition"
  price: number; // costPrice in so'm (integer, realistic for Tashkent 2026)
  discount?: number; // percent 0..100
  calorie?: number; // kcal per portion
  measure?: number; // e.g. 350 (with unit)
  unit?: 'KG' | 'LITER' | 'GRAMM' | 'COUNT';
  timeCookingMin?: number; // minutes
  timeCookingMax?: number;
  labels?: Array<'NEW' | 'HIT' | 'SPICY' | 'VEGAN' | 'HALAL'>;
  tags?: string[];
  mxicCode: string; // 17-digit fiscal product code (IKPU), realistic-looking
  barcode?: string;
  /** Branch keys where it is sold; omitted = every branch of the tenant. */
  branches?: string[];
  modificationGroups?: SeedModificationGroup[];
  isCartRecommendation?: boolean;
  eatsPrice?: number;
  expressPrice?: number;
  /** Drawing hints for the generated illustration (see seed/images). */
  image: { kind: DishKind; accent: string; background: string; variant?: number };
}

export interface SeedCategory {
  key: string;
  name: Text;
  viewType?: 'BIG' | 'MEDIUM' | 'SMALL';
  scrollType?: 'VERTICAL' | 'HORIZONTAL';
  products: SeedProduct[];
}

export interface SeedGroup {
  key: string;
  name: Text;
  icon: string; // an emoji
  bgColor: string;
  iconBgColor: string;
  categories: SeedCategory[];
}

export interface SeedPromo {
  code: string;
  discountType: 'AMOUNT' | 'PERCENTAGE';
  productDiscount: number; // so'm for AMOUNT, percent for PERCENTAGE
  deliveryDiscount: number; // likewise
  minPrice: number; // so'm, inclusive threshold
  startDate: string; // ISO date
  endDate: string; // ISO date
  isActive: boolean;
}

export interface SeedVacancy {
  key: string;
  branchKey?: string;
  position: Text;
  responsible: string; // person's name
  responsiblePhone: string;
  salaryFrom: number; // so'm per month
  salaryTo: number;
  requirements: Text;
  description: Text;
}

export interface SeedTenant {
  sub: string;
  name: Text;
  brand: string;
  mainColor: string; // '#RRGGBB'
  mainColorType: 'dark' | 'light';
  isDark: boolean;
  mainLanguage: 'uz' | 'ru' | 'eng';
  languages: Array<'uz' | 'ru' | 'eng'>;
  latitude: number;
  longitude: number;
  phone: string;
  links: {
    telegram?: string;
    instagram?: string;
    facebook?: string;
    telegramBotLink?: string;
    iosAppLink?: string;
    androidAppLink?: string;
  };
  /** Feature switch overrides on top of "everything on"; see merchant settings in the spec. */
  switches: Record<string, boolean>;
  serviceTypes: { delivery: boolean; pickup: boolean; dineIn: boolean };
  payments: { cash: boolean; terminal: boolean; payme: boolean; click: boolean; uzum: boolean };
  cashbackRate: number; // percent of a closed order, 0 when cashback is off
  title: Text;
  leftCopyWrite: Text;
  rightCopyWrite: Text;
  policies: { TERMS: Text; ABOUT_COMPANY: Text; PRIVACY_POLICY: Text };
  cities: SeedCity[];
  branches: SeedBranch[];
  zones: SeedZone[];
  groups: SeedGroup[];
  promos: SeedPromo[];
  vacancies: SeedVacancy[];
}
