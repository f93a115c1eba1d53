import { defineMessages } from '@dastarkhan/client/messages';

/** The `manage` section: its name in the navigation and the one line under each screen's tile. */
export const manageMessages = defineMessages({
  'manage.title': { uz: 'Boshqaruv', ru: 'Управление', eng: 'Manage' },
  'manage.staffHint': {
    uz: 'Xodimlarni qo‘shish, rollari va filiallari',
    ru: 'Сотрудники: добавить, роли и филиалы',
    eng: 'Add staff, their roles and branches',
  },
  'manage.setupHint': {
    uz: 'Ishga tushirish: brend, filial, menyu, to‘lov',
    ru: 'Запуск: бренд, филиал, меню, оплата',
    eng: 'Going live: brand, branch, menu, payment',
  },
  'manage.branchesHint': {
    uz: 'Manzil, ish vaqti, yetkazish hududlari, zallar va stollar',
    ru: 'Адреса, часы работы, зоны доставки, залы и столы',
    eng: 'Addresses, hours, delivery zones, halls and tables',
  },
  'manage.settingsHint': {
    uz: 'Brend, tillar, sozlamalar, kalitlar va domen',
    ru: 'Бренд, языки, переключатели, ключи и домен',
    eng: 'Brand, languages, switches, keys and domain',
  },
  'manage.auditHint': {
    uz: 'Kim, qachon va nimani o‘zgartirgan',
    ru: 'Кто, когда и что изменил',
    eng: 'Who changed what, and when',
  },
  'manage.promosHint': {
    uz: 'Promokodlar, cheklovlar va ishlatilishi',
    ru: 'Промокоды, их лимиты и использование',
    eng: 'Promo codes, their limits and uses',
  },
  'manage.pagesHint': {
    uz: 'Keshbek, sahifalar, havolalar va vakansiyalar',
    ru: 'Кешбэк, страницы, ссылки и вакансии',
    eng: 'Cashback, pages, links and vacancies',
  },
  'manage.menuHint': {
    uz: 'Kategoriyalar, taomlar, narxlar, rasmlar, import',
    ru: 'Категории, блюда, цены, фото, импорт',
    eng: 'Categories, dishes, prices, photos, import',
  },
});
