// Demo tenant: the "about us" text and the vacancies.
import { paragraphs, t } from './helpers.js';
import type { SeedVacancy, Text } from './types.js';

export const demoAbout: Text = paragraphs([
  t(
    "Dastarkhan — 2014-yildan beri Toshkentda milliy taomlar tayyorlab kelayotgan oilaviy restoran. Bizning oshimiz har kuni ertalab o'tin olovida, katta qozonlarda damlanadi.",
    'Дастархан — семейный ресторан национальной кухни, работающий в Ташкенте с 2014 года. Наш плов каждое утро готовится на дровах в больших казанах.',
    'Dastarkhan is a family restaurant serving Uzbek cuisine in Tashkent since 2014. Every morning our plov is cooked over a wood fire in big cauldrons.',
  ),
  t(
    "Bugun bizning Toshkentda ikkita (Chilonzor va Yunusobod) va Samarqandda bitta filialimiz bor. Har bir filialda tandir, mangal va 80 dan ortiq o'rinli zal mavjud.",
    'Сегодня у нас два филиала в Ташкенте (Чиланзар и Юнусабад) и один в Самарканде. В каждом есть тандыр, мангал и зал более чем на 80 гостей.',
    'Today we have two branches in Tashkent (Chilanzar and Yunusabad) and one in Samarkand, each with a tandoor, a charcoal grill and a dining hall for more than 80 guests.',
  ),
  t(
    "Go'sht va sabzavotlarni har kuni ishonchli fermerlardan olamiz, non va somsani o'zimiz yopamiz. Barcha go'sht mahsulotlari halol.",
    'Мясо и овощи мы каждый день получаем от проверенных фермеров, лепёшки и самсу печём сами. Всё мясо — халяль.',
    'Meat and vegetables come fresh every day from trusted farmers, and we bake our own bread and somsa. All our meat is halal.',
  ),
  t(
    'Buyurtmani sayt, ilova yoki Telegram-bot orqali bering: uyingizga yetkazib beramiz, filialdan olib ketishingiz yoki stol band qilishingiz mumkin. Yoqimli ishtaha!',
    'Заказывайте через сайт, приложение или Telegram-бот: привезём домой, можно забрать самому или забронировать столик. Приятного аппетита!',
    'Order on the website, in the app or via our Telegram bot: we deliver to your door, or you can pick up or book a table. Enjoy your meal!',
  ),
]);

export const demoVacancies: SeedVacancy[] = [
  {
    key: 'cook',
    branchKey: 'chilonzor',
    position: t('Oshpaz (osh ustasi)', 'Повар (мастер плова)', 'Cook (plov master)'),
    responsible: 'Rustam Karimov',
    responsiblePhone: '998901112233',
    salaryFrom: 8000000,
    salaryTo: 12000000,
    requirements: t(
      "Katta qozonda osh damlash bo'yicha kamida 3 yillik tajriba. Sanitariya daftarchasi. Erta tongda ishlashga tayyorlik (05:00 dan).",
      'Опыт приготовления плова в большом казане от 3 лет. Санитарная книжка. Готовность работать с раннего утра (с 05:00).',
      'At least 3 years of experience cooking plov in a large cauldron. Valid health certificate. Ready for early-morning shifts (from 05:00).',
    ),
    description: t(
      'Rasmiy ishga joylashtirish, bepul ovqat, ish kiyimi. Jadval 2/2, kuniga 12 soat.',
      'Официальное трудоустройство, бесплатное питание, униформа. График 2/2 по 12 часов.',
      'Official employment, free meals and uniform. Shifts 2 on / 2 off, 12 hours a day.',
    ),
  },
  {
    key: 'courier',
    position: t('Kuryer', 'Курьер', 'Courier'),
    responsible: 'Dilnoza Yusupova',
    responsiblePhone: '998935554466',
    salaryFrom: 5000000,
    salaryTo: 9000000,
    requirements: t(
      "B toifali haydovchilik guvohnomasi yoki o'z skuteringiz. Smartfon. Toshkent ko'chalarini yaxshi bilish.",
      'Водительские права категории B или собственный скутер. Смартфон. Хорошее знание улиц Ташкента.',
      'Category B driving licence or your own scooter. A smartphone. Good knowledge of Tashkent streets.',
    ),
    description: t(
      "Har bir yetkazish uchun to'lov va bonuslar, moslashuvchan jadval, yoqilg'i uchun kompensatsiya.",
      'Оплата за каждую доставку плюс бонусы, гибкий график, компенсация топлива.',
      'Pay per delivery plus bonuses, flexible schedule, fuel allowance.',
    ),
  },
  {
    key: 'waiter',
    branchKey: 'yunusobod',
    position: t('Ofitsiant', 'Официант', 'Waiter'),
    responsible: 'Jasur Toshmatov',
    responsiblePhone: '998977778899',
    salaryFrom: 4000000,
    salaryTo: 7000000,
    requirements: t(
      "O'zbek va rus tillarini bilish. Xushmuomalalik, ozodalik. Tajriba afzallik, lekin o'rgatamiz.",
      'Знание узбекского и русского языков. Вежливость, опрятность. Опыт приветствуется, но мы обучим.',
      'Uzbek and Russian. Friendly and tidy. Experience is a plus, but we will train you.',
    ),
    description: t(
      'Oylik maosh va choychaqa, bepul ovqat, jadval 2/2.',
      'Оклад плюс чаевые, бесплатное питание, график 2/2.',
      'Salary plus tips, free meals, shifts 2 on / 2 off.',
    ),
  },
];
