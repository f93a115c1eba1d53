import { defineMessages } from '@dastarkhan/client/messages';

/** `/console/settings` (OWNER): branding, languages, switches, credentials, own domain. */
export const settingsMessages = defineMessages({
  'settings.title': { uz: 'Sozlamalar', ru: 'Настройки', eng: 'Settings' },
  'settings.save': { uz: 'Saqlash', ru: 'Сохранить', eng: 'Save' },
  'settings.saving': { uz: 'Saqlanmoqda…', ru: 'Сохраняем…', eng: 'Saving…' },
  'settings.saved': { uz: 'Saqlandi.', ru: 'Сохранено.', eng: 'Saved.' },
  'settings.loadFailed': {
    uz: 'Sozlamalarni yuklab bo‘lmadi.',
    ru: 'Не удалось загрузить настройки.',
    eng: 'The settings could not be loaded.',
  },

  'settings.branding': { uz: 'Brend', ru: 'Бренд', eng: 'Branding' },
  'settings.logo': {
    uz: 'Logotip (rasm manzili)',
    ru: 'Логотип (адрес изображения)',
    eng: 'Logo (image address)',
  },
  'settings.favicon': {
    uz: 'Favicon (rasm manzili)',
    ru: 'Фавикон (адрес изображения)',
    eng: 'Favicon (image address)',
  },
  'settings.mediaHint': {
    uz: 'Yuklangan rasm manzili, masalan /api/media/logos/cafe.svg. Bo‘sh — olib tashlash.',
    ru: 'Адрес загруженного изображения, например /api/media/logos/cafe.svg. Пусто — убрать.',
    eng: 'The address of an uploaded image, e.g. /api/media/logos/cafe.svg. Empty removes it.',
  },
  'settings.mainColor': { uz: 'Asosiy rang', ru: 'Основной цвет', eng: 'Main colour' },
  'settings.mainColorHex': {
    uz: 'Rang kodi (#RRGGBB)',
    ru: 'Код цвета (#RRGGBB)',
    eng: 'Colour code (#RRGGBB)',
  },
  'settings.colorPreview': {
    uz: 'Tugmalardagi matn shunday ko‘rinadi',
    ru: 'Так выглядит текст на кнопках',
    eng: 'Text on buttons looks like this',
  },
  'settings.theme': { uz: 'Mavzu', ru: 'Тема', eng: 'Theme' },
  'settings.themeLight': { uz: 'Yorug‘', ru: 'Светлая', eng: 'Light' },
  'settings.themeDark': { uz: 'Qorong‘i', ru: 'Тёмная', eng: 'Dark' },

  'settings.languages': { uz: 'Tillar', ru: 'Языки', eng: 'Languages' },
  'settings.languagesHint': {
    uz: 'Mijozlar saytda tanlashi mumkin bo‘lgan tillar. Asosiy til yoqilgan bo‘lishi kerak.',
    ru: 'Языки, которые покупатели могут выбрать на сайте. Основной должен быть включён.',
    eng: 'The languages customers may choose on the site. The default one must be on.',
  },
  'settings.mainLanguage': { uz: 'Asosiy til', ru: 'Основной язык', eng: 'Default language' },

  'settings.switches': { uz: 'Saytdagi imkoniyatlar', ru: 'Возможности сайта', eng: 'Storefront features' },
  'settings.group.services': { uz: 'Xizmat turlari', ru: 'Виды обслуживания', eng: 'Services' },
  'settings.group.pages': { uz: 'Sahifalar', ru: 'Страницы', eng: 'Pages' },
  'settings.group.account': { uz: 'Mijoz kabineti', ru: 'Кабинет покупателя', eng: 'Customer account' },
  'settings.group.payments': { uz: 'To‘lov usullari', ru: 'Способы оплаты', eng: 'Payment methods' },
  'settings.group.layout': { uz: 'Ko‘rinish', ru: 'Вид', eng: 'Layout' },

  'settings.credentials': {
    uz: 'Ulanishlar va kalitlar',
    ru: 'Подключения и ключи',
    eng: 'Integrations and keys',
  },
  'settings.credentialsHint': {
    uz: 'Kalitlar shifrlangan holda saqlanadi va hech qachon to‘liq ko‘rsatilmaydi. Bo‘sh maydon — eskisi qoladi.',
    ru: 'Ключи хранятся зашифрованными и никогда не показываются целиком. Пустое поле — остаётся прежнее.',
    eng: 'Keys are stored encrypted and never shown whole. Leave a field empty to keep what is saved.',
  },
  'settings.secretSet': {
    uz: 'O‘rnatilgan, oxiri {ends}',
    ru: 'Задан, оканчивается на {ends}',
    eng: 'Set, ends {ends}',
  },
  'settings.secretSetShort': { uz: 'O‘rnatilgan', ru: 'Задан', eng: 'Set' },
  'settings.secretNotSet': { uz: 'O‘rnatilmagan', ru: 'Не задан', eng: 'Not set' },
  'settings.secretNew': { uz: 'Yangi qiymat', ru: 'Новое значение', eng: 'New value' },
  'settings.remove': { uz: 'O‘chirish', ru: 'Удалить', eng: 'Remove' },
  'settings.removeNamed': { uz: '{name}: o‘chirish', ru: '{name}: удалить', eng: 'Remove {name}' },
  'settings.willRemove': {
    uz: 'Saqlanganda o‘chiriladi',
    ru: 'Будет удалён при сохранении',
    eng: 'Removed when you save',
  },
  'settings.test': { uz: 'Tekshirish', ru: 'Проверить', eng: 'Test' },
  'settings.testing': { uz: 'Tekshirilmoqda…', ru: 'Проверяем…', eng: 'Testing…' },
  'settings.testHint': {
    uz: 'Saqlangan qiymatlar tekshiriladi.',
    ru: 'Проверяются сохранённые значения.',
    eng: 'Tests the saved values.',
  },
  'settings.sms': { uz: 'SMS shlyuzi', ru: 'SMS-шлюз', eng: 'SMS gateway' },
  'settings.smsGateway': { uz: 'Provayder', ru: 'Провайдер', eng: 'Provider' },
  'settings.smsConsole': { uz: 'Yo‘q (demo qutisi)', ru: 'Нет (демо-ящик)', eng: 'None (demo outbox)' },
  'settings.smsSender': { uz: 'Jo‘natuvchi nomi', ru: 'Имя отправителя', eng: 'Sender name' },
  'settings.payme': { uz: 'Payme', ru: 'Payme', eng: 'Payme' },
  'settings.click': { uz: 'Click', ru: 'Click', eng: 'Click' },
  'settings.uzum': { uz: 'Uzum', ru: 'Uzum', eng: 'Uzum' },
  'settings.telegram': { uz: 'Telegram bot', ru: 'Telegram-бот', eng: 'Telegram bot' },
  'settings.staffChatId': {
    uz: 'Xodimlar guruhi ID',
    ru: 'ID группы сотрудников',
    eng: 'Staff group chat id',
  },
  'settings.field.login': { uz: 'Login', ru: 'Логин', eng: 'Login' },
  'settings.field.password': { uz: 'Parol', ru: 'Пароль', eng: 'Password' },
  'settings.field.merchantId': { uz: 'Merchant ID', ru: 'Merchant ID', eng: 'Merchant id' },
  'settings.field.key': { uz: 'Kalit', ru: 'Ключ', eng: 'Key' },
  'settings.field.testKey': { uz: 'Test kaliti', ru: 'Тестовый ключ', eng: 'Test key' },
  'settings.field.serviceId': { uz: 'Service ID', ru: 'Service ID', eng: 'Service id' },
  'settings.field.secretKey': { uz: 'Maxfiy kalit', ru: 'Секретный ключ', eng: 'Secret key' },
  'settings.field.merchantUserId': {
    uz: 'Merchant user ID',
    ru: 'Merchant user ID',
    eng: 'Merchant user id',
  },
  'settings.field.terminalId': { uz: 'Terminal ID', ru: 'ID терминала', eng: 'Terminal id' },
  'settings.field.apiKey': { uz: 'API kaliti', ru: 'API-ключ', eng: 'API key' },
  'settings.field.botToken': { uz: 'Bot tokeni', ru: 'Токен бота', eng: 'Bot token' },

  'settings.domain': { uz: 'O‘z domeningiz', ru: 'Свой домен', eng: 'Own domain' },
  'settings.domainField': { uz: 'Domen nomi', ru: 'Имя домена', eng: 'Domain name' },
  'settings.domainHint': {
    uz: 'Masalan menu.cafe.uz. DNS’da uni shu serverga yo‘naltiring. Bo‘sh — domensiz.',
    ru: 'Например menu.cafe.uz. Направьте его в DNS на этот сервер. Пусто — без домена.',
    eng: 'For example menu.cafe.uz. Point it at this server in your DNS. Empty removes it.',
  },
});
