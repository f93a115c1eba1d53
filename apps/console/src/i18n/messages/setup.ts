import { defineMessages } from '@dastarkhan/client/messages';

/** `/console/setup`: a new restaurant's go-live checklist (decision 029). */
export const setupMessages = defineMessages({
  'setup.title': { uz: 'Ochilishga tayyorgarlik', ru: 'Подготовка к открытию', eng: 'Get ready to open' },
  /** Short enough for the navigation's column. */
  'setup.nav': { uz: 'Ochilish', ru: 'Открытие', eng: 'Go-live steps' },
  'setup.lead': {
    uz: 'To‘rt qadam — va do‘koningiz buyurtma qabul qiladi. Qadam shu yerda yoki o‘z bo‘limida bajarilganda belgilanadi.',
    ru: 'Четыре шага — и ваш магазин принимает заказы. Шаг отмечается, когда он сделан здесь или в своём разделе.',
    eng: 'Four steps and your storefront takes orders. A step is ticked once it is done, here or on its own screen.',
  },
  'setup.progress': {
    uz: '{total} tadan {done} tasi bajarildi',
    ru: 'Сделано {done} из {total}',
    eng: '{done} of {total} done',
  },
  'setup.done': { uz: 'Bajarildi', ru: 'Готово', eng: 'Done' },
  'setup.todo': { uz: 'Bajarilmagan', ru: 'Не сделано', eng: 'To do' },
  'setup.step.branding': { uz: 'Brend', ru: 'Оформление', eng: 'Branding' },
  'setup.step.branding.text': {
    uz: 'Mijozlar sizni tanishi uchun rang yoki logotip tanlang.',
    ru: 'Выберите цвет или логотип, чтобы гости вас узнавали.',
    eng: 'Choose your colour or logo so customers recognise you.',
  },
  'setup.step.branch': { uz: 'Birinchi filial', ru: 'Первый филиал', eng: 'First branch' },
  'setup.step.branch.text': {
    uz: 'Manzil va ish vaqti: buyurtmalar shu filialga keladi.',
    ru: 'Адрес и часы работы: заказы будут приходить в этот филиал.',
    eng: 'Its address and opening hours: orders go to this branch.',
  },
  'setup.step.menu': { uz: 'Menyu', ru: 'Меню', eng: 'Menu' },
  'setup.step.menu.text': {
    uz: 'Kamida bitta taom qo‘shing yoki menyuni import qiling.',
    ru: 'Добавьте хотя бы одно блюдо или импортируйте меню.',
    eng: 'Add at least one dish, or import your menu.',
  },
  'setup.step.payment': { uz: 'To‘lov', ru: 'Оплата', eng: 'Payment' },
  'setup.step.payment.text': {
    uz: 'Mijoz qanday to‘laydi: naqd pul yoqilgan, Payme, Click va Uzum sozlamalarda.',
    ru: 'Как платит гость: наличные включены, Payme, Click и Uzum — в настройках.',
    eng: 'How customers pay: cash is on; Payme, Click and Uzum are in the settings.',
  },
  'setup.open.settings': { uz: 'Sozlamalarni ochish', ru: 'Открыть настройки', eng: 'Open settings' },
  'setup.open.branches': { uz: 'Filiallarni ochish', ru: 'Открыть филиалы', eng: 'Open branches' },
  'setup.open.menu': { uz: 'Menyuni ochish', ru: 'Открыть меню', eng: 'Open the menu' },
  'setup.open.payments': { uz: 'To‘lov sozlamalari', ru: 'Настройки оплаты', eng: 'Payment settings' },
  'setup.color': { uz: 'Asosiy rang', ru: 'Основной цвет', eng: 'Main colour' },
  'setup.saveColor': { uz: 'Rangni saqlash', ru: 'Сохранить цвет', eng: 'Save colour' },
  'setup.branchName': { uz: 'Filial nomi', ru: 'Название филиала', eng: 'Branch name' },
  'setup.address': { uz: 'Manzil', ru: 'Адрес', eng: 'Address' },
  'setup.opens': { uz: 'Ochiladi', ru: 'Открывается', eng: 'Opens' },
  'setup.closes': { uz: 'Yopiladi', ru: 'Закрывается', eng: 'Closes' },
  'setup.everyDay': {
    uz: 'Har kuni bir xil vaqt; dam olish kunlari — «Filiallar»da.',
    ru: 'Каждый день одинаково; выходные — в «Филиалах».',
    eng: 'The same hours every day; days off are on the Branches screen.',
  },
  'setup.saveBranch': { uz: 'Filialni saqlash', ru: 'Сохранить филиал', eng: 'Save branch' },
  'setup.dishName': { uz: 'Taom nomi', ru: 'Название блюда', eng: 'Dish name' },
  'setup.price': { uz: 'Narxi, so‘m', ru: 'Цена, сум', eng: "Price, so'm" },
  'setup.addDish': { uz: 'Taom qo‘shish', ru: 'Добавить блюдо', eng: 'Add dish' },
  'setup.dishAdded': {
    uz: '«{name}» menyuga qo‘shildi.',
    ru: '«{name}» добавлено в меню.',
    eng: '“{name}” is on the menu.',
  },
  'setup.saved': { uz: 'Saqlandi.', ru: 'Сохранено.', eng: 'Saved.' },
  'setup.required': { uz: 'To‘ldiring', ru: 'Заполните', eng: 'Fill this in' },
  'setup.goLiveTitle': { uz: 'Ishga tushirish', ru: 'Открытие', eng: 'Go live' },
  'setup.goLiveText': {
    uz: 'Hammasi tayyor bo‘lgach, do‘kon buyurtma qabul qila boshlaydi. Shu paytgacha mijozlar «Tez orada ochilamiz» sahifasini ko‘radi.',
    ru: 'Когда всё готово, магазин начнёт принимать заказы. До тех пор гости видят страницу «Скоро открываемся».',
    eng: 'When everything is ready, your storefront starts taking orders. Until then customers see an “Opening soon” page.',
  },
  'setup.goLive': { uz: 'Ishga tushirish', ru: 'Открыться', eng: 'Go live' },
  'setup.liveTitle': {
    uz: 'Siz ishlayapsiz! Do‘kon buyurtma qabul qilmoqda.',
    ru: 'Вы открыты! Магазин принимает заказы.',
    eng: 'You are live! Your storefront is taking orders.',
  },
  'setup.openStorefront': { uz: 'Do‘konni ochish', ru: 'Открыть магазин', eng: 'Open the storefront' },
  'setup.openBoard': { uz: 'Buyurtmalar paneli', ru: 'Доска заказов', eng: 'Order board' },
});
