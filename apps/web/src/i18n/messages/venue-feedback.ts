import { defineMessages } from '@dastarkhan/client/messages';

// Issue 7 (decision 015): rating dishes of a received order, the feedback form, the cashback
// history and applying for a vacancy.
export const venueFeedbackMessages = defineMessages({
  // Shared star input
  'stars.legend': { uz: 'Baho', ru: 'Оценка', eng: 'Grade' },
  'stars.option': {
    uz: '{grade, plural, other {# yulduz}}',
    ru: '{grade, plural, one {# звезда} few {# звезды} other {# звёзд}}',
    eng: '{grade, plural, one {# star} other {# stars}}',
  },
  'form.characters': { uz: '{count}/{max}', ru: '{count}/{max}', eng: '{count}/{max}' },
  'form.optional': { uz: 'ixtiyoriy', ru: 'необязательно', eng: 'optional' },

  // Reviews on the order page
  'reviews.title': { uz: 'Taomlarni baholang', ru: 'Оцените блюда', eng: 'Rate the dishes' },
  'reviews.intro': {
    uz: 'Fikringiz boshqa mijozlarga tanlashda yordam beradi.',
    ru: 'Ваш отзыв поможет другим гостям с выбором.',
    eng: 'Your review helps other guests choose.',
  },
  'reviews.rate': { uz: 'Baholash', ru: 'Оценить', eng: 'Rate' },
  'reviews.rateDish': { uz: '«{name}» taomini baholash', ru: 'Оценить «{name}»', eng: 'Rate “{name}”' },
  'reviews.gradeFor': { uz: '«{name}» uchun baho', ru: 'Оценка «{name}»', eng: 'Grade for “{name}”' },
  'reviews.text': { uz: 'Izoh', ru: 'Комментарий', eng: 'Comment' },
  'reviews.textPlaceholder': {
    uz: 'Nimasi yoqdi yoki yoqmadi?',
    ru: 'Что понравилось или нет?',
    eng: 'What did you like or not?',
  },
  'reviews.send': { uz: 'Yuborish', ru: 'Отправить', eng: 'Send' },
  'reviews.sending': { uz: 'Yuborilmoqda…', ru: 'Отправляем…', eng: 'Sending…' },
  'reviews.cancel': { uz: 'Bekor qilish', ru: 'Отмена', eng: 'Cancel' },
  'reviews.chooseGrade': {
    uz: 'Bahoni tanlang: 1 dan 5 gacha yulduz.',
    ru: 'Выберите оценку: от 1 до 5 звёзд.',
    eng: 'Choose a grade: 1 to 5 stars.',
  },
  'reviews.yours': { uz: 'Sizning bahoingiz', ru: 'Ваша оценка', eng: 'Your rating' },
  'reviews.thanks': {
    uz: 'Rahmat! Sharhingiz taom sahifasida.',
    ru: 'Спасибо! Отзыв появился на странице блюда.',
    eng: 'Thank you! Your review is on the dish’s page.',
  },
  'reviews.viewDish': { uz: 'Taom sahifasi', ru: 'Страница блюда', eng: 'Dish page' },
  'reviews.unavailable': {
    uz: 'Bu taom endi menyuda yo‘q',
    ru: 'Этого блюда больше нет в меню',
    eng: 'This dish is no longer on the menu',
  },
  'reviews.loading': { uz: 'Baholar yuklanmoqda', ru: 'Загружаем оценки', eng: 'Loading ratings' },
  'reviews.loadFailed': {
    uz: 'Baholarni yuklab bo‘lmadi.',
    ru: 'Не удалось загрузить оценки.',
    eng: 'Could not load the ratings.',
  },
  'reviews.failed': {
    uz: 'Sharhni yuborib bo‘lmadi.',
    ru: 'Не удалось отправить отзыв.',
    eng: 'Could not send the review.',
  },
  'reviews.feedbackLink': {
    uz: 'Buyurtma haqida fikr yozish',
    ru: 'Написать о заказе',
    eng: 'Write about this order',
  },

  // Feedback
  'feedback.title': { uz: 'Fikr-mulohaza', ru: 'Обратная связь', eng: 'Feedback' },
  'feedback.intro': {
    uz: 'Restoran yoki xizmat haqida yozing — har bir xabarni o‘qiymiz.',
    ru: 'Напишите о ресторане или обслуживании — мы читаем каждое сообщение.',
    eng: 'Tell us about the restaurant or the service — we read every message.',
  },
  'feedback.kind': { uz: 'Nima haqida', ru: 'О чём', eng: 'About' },
  'feedback.kind.RESTAURANT': { uz: 'Restoran', ru: 'Ресторан', eng: 'Restaurant' },
  'feedback.kind.SERVICE': { uz: 'Xizmat', ru: 'Обслуживание', eng: 'Service' },
  'feedback.rating': { uz: 'Umumiy baho', ru: 'Общая оценка', eng: 'Overall grade' },
  'feedback.clearRating': { uz: 'Bahosiz', ru: 'Без оценки', eng: 'No grade' },
  'feedback.order': { uz: 'Buyurtma', ru: 'Заказ', eng: 'Order' },
  'feedback.noOrder': { uz: 'Buyurtmasiz', ru: 'Без заказа', eng: 'No order' },
  'feedback.orderOption': { uz: 'Buyurtma #{number}', ru: 'Заказ №{number}', eng: 'Order #{number}' },
  'feedback.text': { uz: 'Xabar', ru: 'Сообщение', eng: 'Message' },
  'feedback.textPlaceholder': {
    uz: 'Nima yoqdi, nimani yaxshilash kerak?',
    ru: 'Что понравилось, что стоит улучшить?',
    eng: 'What did you like, what should we improve?',
  },
  'feedback.send': { uz: 'Yuborish', ru: 'Отправить', eng: 'Send' },
  'feedback.sending': { uz: 'Yuborilmoqda…', ru: 'Отправляем…', eng: 'Sending…' },
  'feedback.sent': {
    uz: 'Rahmat! Xabaringiz yuborildi.',
    ru: 'Спасибо! Сообщение отправлено.',
    eng: 'Thank you! Your message has been sent.',
  },
  'feedback.failed': {
    uz: 'Xabarni yuborib bo‘lmadi.',
    ru: 'Не удалось отправить сообщение.',
    eng: 'Could not send the message.',
  },
  'feedback.history': { uz: 'Yuborilgan xabarlar', ru: 'Отправленные сообщения', eng: 'Sent messages' },
  'feedback.historyEmpty': {
    uz: 'Siz hali xabar yubormagansiz.',
    ru: 'Вы ещё не отправляли сообщений.',
    eng: 'You have not sent any messages yet.',
  },
  'feedback.loading': { uz: 'Yuklanmoqda', ru: 'Загружаем', eng: 'Loading' },

  // Cashback
  'cashback.title': { uz: 'Keshbek', ru: 'Кешбэк', eng: 'Cashback' },
  'cashback.balance': { uz: 'Balans', ru: 'Баланс', eng: 'Balance' },
  'cashback.hint': {
    uz: 'Yopilgan buyurtmalar uchun keshbek tushadi, uni keyingi buyurtmada ishlatish mumkin.',
    ru: 'Кешбэк начисляется за закрытые заказы, его можно потратить в следующем заказе.',
    eng: 'Cashback is earned on closed orders and can be spent on your next order.',
  },
  'cashback.history': { uz: 'Tarix', ru: 'История', eng: 'History' },
  'cashback.empty': {
    uz: 'Hali keshbek yo‘q. Birinchi buyurtmadan keyin shu yerda paydo bo‘ladi.',
    ru: 'Кешбэка пока нет. Он появится здесь после первого заказа.',
    eng: 'No cashback yet. It will appear here after your first order.',
  },
  'cashback.kind.EARNED': { uz: 'Tushdi', ru: 'Начислено', eng: 'Earned' },
  'cashback.kind.SPENT': { uz: 'Sarflandi', ru: 'Потрачено', eng: 'Spent' },
  'cashback.kind.REFUND': { uz: 'Qaytarildi', ru: 'Возвращено', eng: 'Refunded' },
  'cashback.order': { uz: 'Buyurtma #{number}', ru: 'Заказ №{number}', eng: 'Order #{number}' },
  'cashback.loading': { uz: 'Keshbek yuklanmoqda', ru: 'Загружаем кешбэк', eng: 'Loading cashback' },
  'cashback.loadFailed': {
    uz: 'Keshbek tarixini yuklab bo‘lmadi.',
    ru: 'Не удалось загрузить историю кешбэка.',
    eng: 'Could not load the cashback history.',
  },
  'cashback.loadMore': { uz: 'Yana ko‘rsatish', ru: 'Показать ещё', eng: 'Show more' },
  'cashback.loadingMore': { uz: 'Yuklanmoqda…', ru: 'Загружаем…', eng: 'Loading…' },
  'cashback.unavailable': {
    uz: 'Bu muassasada keshbek yo‘q.',
    ru: 'В этом заведении нет кешбэка.',
    eng: 'This restaurant has no cashback.',
  },

  // Vacancy application
  'vacancyApply.title': { uz: 'Ariza yuborish', ru: 'Откликнуться', eng: 'Apply' },
  'vacancyApply.intro': {
    uz: 'Ma’lumotlaringizni qoldiring — mas’ul xodim siz bilan bog‘lanadi.',
    ru: 'Оставьте контакты — ответственный сотрудник свяжется с вами.',
    eng: 'Leave your details — the person in charge will contact you.',
  },
  'vacancyApply.name': { uz: 'Ismingiz', ru: 'Ваше имя', eng: 'Your name' },
  'vacancyApply.phone': { uz: 'Telefon raqami', ru: 'Номер телефона', eng: 'Phone number' },
  'vacancyApply.message': {
    uz: 'O‘zingiz haqingizda',
    ru: 'О себе',
    eng: 'About you',
  },
  'vacancyApply.messagePlaceholder': {
    uz: 'Tajriba, qachon ishga chiqa olasiz',
    ru: 'Опыт, когда можете приступить',
    eng: 'Experience, when you can start',
  },
  'vacancyApply.send': { uz: 'Ariza yuborish', ru: 'Отправить отклик', eng: 'Send application' },
  'vacancyApply.sending': { uz: 'Yuborilmoqda…', ru: 'Отправляем…', eng: 'Sending…' },
  'vacancyApply.sent': {
    uz: 'Arizangiz yuborildi! Siz bilan tez orada bog‘lanishadi.',
    ru: 'Отклик отправлен! С вами скоро свяжутся.',
    eng: 'Application sent! You will be contacted soon.',
  },
  'vacancyApply.failed': {
    uz: 'Arizani yuborib bo‘lmadi.',
    ru: 'Не удалось отправить отклик.',
    eng: 'Could not send the application.',
  },
});
