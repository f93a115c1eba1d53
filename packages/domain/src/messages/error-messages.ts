import type { Multilingual } from '../i18n/multilingual.js';
import type { ErrorCode } from './error-codes.js';

// Error texts in Uzbek (Latin), Russian and English. Texts quoted by the spec are kept exactly
// as the spec writes them, including their punctuation (REQUIRED_FIELD, UNAUTHORIZED,
// GEOLOCATION_DENIED). `{name}` placeholders are filled by formatMessage.

export const ERROR_MESSAGES: Record<ErrorCode, Multilingual> = {
  REQUIRED_FIELD: {
    uz: "Iltimos, ushbu maydonni to'ldiring!",
    ru: 'Пожалуйста, заполните это поле!',
    eng: 'Please fill in this field!',
  },
  VALIDATION_FAILED: {
    uz: "Ma'lumotlar noto'g'ri kiritilgan. Iltimos, tekshirib, qaytadan urinib ko'ring.",
    ru: 'Данные введены неверно. Пожалуйста, проверьте их и попробуйте ещё раз.',
    eng: 'Some of the data is invalid. Please check it and try again.',
  },
  PAYLOAD_TOO_LARGE: {
    uz: "So'rov hajmi juda katta.",
    ru: 'Слишком большой объём запроса.',
    eng: 'The request is too large.',
  },
  CONTROL_CHARACTERS: {
    uz: '{field} maydonida ruxsat etilmagan boshqaruv belgilari bor.',
    ru: 'Поле {field} содержит недопустимые управляющие символы.',
    eng: 'The field {field} holds control characters that are not allowed.',
  },
  URL_INVALID: {
    uz: "So'rov manzili noto'g'ri kodlangan.",
    ru: 'Адрес запроса закодирован неверно.',
    eng: 'The address of the request is badly encoded.',
  },
  URL_TOO_LONG: {
    uz: "So'rov manzili juda uzun (ko'pi bilan {max} belgi).",
    ru: 'Адрес запроса слишком длинный (не более {max} символов).',
    eng: 'The address of the request is too long (at most {max} characters).',
  },
  HEADERS_TOO_LARGE: {
    uz: "So'rov manzili yoki sarlavhalari juda uzun.",
    ru: 'Адрес или заголовки запроса слишком длинные.',
    eng: 'The address or the headers of the request are too long.',
  },
  REQUEST_TIMEOUT: {
    uz: "So'rov juda sekin keldi. Iltimos, qaytadan urinib ko'ring.",
    ru: 'Запрос поступал слишком медленно. Пожалуйста, попробуйте ещё раз.',
    eng: 'The request arrived too slowly. Please try again.',
  },
  IMAGE_VARIANT_NOT_ALLOWED: {
    uz: "Rasmning bunday o'lchami yoki formati berilmaydi.",
    ru: 'Изображение в таком размере или формате не выдаётся.',
    eng: 'The image is not served at this size, quality or format.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    uz: "Bu Idempotency-Key boshqa so'rov uchun ishlatilgan.",
    ru: 'Этот Idempotency-Key уже использован для другого запроса.',
    eng: 'This Idempotency-Key has already been used for a different request.',
  },
  NOT_FOUND: { uz: 'Hech narsa topilmadi.', ru: 'Ничего не найдено.', eng: 'Not found.' },
  PAGE_NOT_FOUND: {
    uz: 'Sahifa topilmadi: {path}',
    ru: 'Страница не найдена: {path}',
    eng: 'Page not found: {path}',
  },
  MERCHANT_NOT_FOUND: { uz: 'Muassasa topilmadi.', ru: 'Заведение не найдено.', eng: 'Merchant not found.' },
  BRANCH_NOT_FOUND: { uz: 'Filial topilmadi.', ru: 'Филиал не найден.', eng: 'Branch not found.' },
  PRODUCT_NOT_FOUND: { uz: 'Mahsulot topilmadi.', ru: 'Товар не найден.', eng: 'Product not found.' },
  CITY_NOT_FOUND: { uz: 'Shahar topilmadi.', ru: 'Город не найден.', eng: 'City not found.' },
  ORDER_NOT_FOUND: { uz: 'Buyurtma topilmadi.', ru: 'Заказ не найден.', eng: 'Order not found.' },
  PROMO_NOT_FOUND: {
    uz: 'Bunday promokod mavjud emas.',
    ru: 'Такого промокода нет.',
    eng: 'There is no such promo code.',
  },
  MERCHANT_HEADER_REQUIRED: {
    uz: "So'rovda «merchant» sarlavhasi ko'rsatilmagan.",
    ru: 'В запросе нет заголовка «merchant».',
    eng: 'The request has no "merchant" header.',
  },
  MERCHANT_HEADER_INVALID: {
    uz: "«merchant» sarlavhasi noto'g'ri.",
    ru: 'Неверный заголовок «merchant».',
    eng: 'The "merchant" header is invalid.',
  },
  UNAUTHORIZED: {
    uz: 'Bazi narsalar eskirgan! Iltimos tizimga boshqattan kiring',
    ru: 'Некоторые данные устарели! Пожалуйста, войдите в систему заново.',
    eng: 'Some things are out of date! Please log in again.',
  },
  FORBIDDEN: {
    uz: "Sizda bu amalni bajarishga ruxsat yo'q.",
    ru: 'У вас нет прав на это действие.',
    eng: 'You are not allowed to do this.',
  },
  TOKEN_MERCHANT_MISMATCH: {
    uz: 'Siz boshqa muassasa hisobiga kirgansiz. Iltimos, qaytadan kiring.',
    ru: 'Вы вошли в аккаунт другого заведения. Пожалуйста, войдите заново.',
    eng: 'You are logged in to a different merchant. Please log in again.',
  },
  TELEGRAM_ID_NOT_FOUND: {
    uz: 'Telegram ID topilmadi. Iltimos, botni qaytadan ishga tushiring.',
    ru: 'Telegram ID не найден. Пожалуйста, перезапустите бота.',
    eng: 'Telegram ID not found. Please restart the bot.',
  },
  OTP_WRONG: {
    uz: "Tasdiqlash kodi noto'g'ri.",
    ru: 'Неверный код подтверждения.',
    eng: 'The confirmation code is wrong.',
  },
  OTP_EXPIRED: {
    uz: "Tasdiqlash kodining muddati tugagan. Yangi kod so'rang.",
    ru: 'Срок действия кода истёк. Запросите новый код.',
    eng: 'The confirmation code has expired. Please request a new one.',
  },
  OTP_TOO_MANY_ATTEMPTS: {
    uz: "Urinishlar soni juda ko'p. Birozdan so'ng yangi kod so'rang.",
    ru: 'Слишком много попыток. Запросите новый код чуть позже.',
    eng: 'Too many attempts. Please request a new code a little later.',
  },
  SMS_GATEWAY_NOT_CONFIGURED: {
    uz: "SMS yuborish sozlanmagan. Iltimos, muassasa bilan bog'laning.",
    ru: 'Отправка SMS не настроена. Пожалуйста, свяжитесь с заведением.',
    eng: 'Sending SMS is not set up. Please contact the merchant.',
  },
  SMS_SEND_FAILED: {
    uz: "SMS yuborib bo'lmadi. Iltimos, birozdan so'ng qayta urinib ko'ring.",
    ru: 'Не удалось отправить SMS. Пожалуйста, попробуйте ещё раз чуть позже.',
    eng: 'We could not send the SMS. Please try again in a moment.',
  },
  TELEGRAM_AUTH_FAILED: {
    uz: "Telegram orqali kirib bo'lmadi. Iltimos, botni qaytadan ishga tushiring.",
    ru: 'Не удалось войти через Telegram. Пожалуйста, перезапустите бота.',
    eng: 'Could not log in through Telegram. Please restart the bot.',
  },
  PHONE_TAKEN: {
    uz: 'Bu telefon raqami boshqa hisobga biriktirilgan.',
    ru: 'Этот номер телефона уже привязан к другому аккаунту.',
    eng: 'This phone number already belongs to another account.',
  },
  IMAGE_INVALID: {
    uz: 'Faqat JPEG, PNG yoki WebP rasm yuklang.',
    ru: 'Загрузите изображение JPEG, PNG или WebP.',
    eng: 'Please upload a JPEG, PNG or WebP image.',
  },
  IMAGE_TOO_LARGE: {
    uz: 'Rasm hajmi {maxMb} MB dan oshmasligi kerak.',
    ru: 'Размер изображения не должен превышать {maxMb} МБ.',
    eng: 'The image must not be larger than {maxMb} MB.',
  },
  MEDIA_STORE_UNAVAILABLE: {
    uz: "Rasmlar ombori hozir javob bermayapti. Birozdan keyin qayta urinib ko'ring.",
    ru: 'Хранилище изображений сейчас не отвечает. Попробуйте чуть позже.',
    eng: 'The image store is not responding. Please try again shortly.',
  },
  ADDRESS_NOT_FOUND: {
    uz: 'Manzil topilmadi.',
    ru: 'Адрес не найден.',
    eng: 'Address not found.',
  },
  RATE_LIMITED: {
    uz: "So'rovlar juda ko'p. Iltimos, birozdan so'ng qayta urinib ko'ring.",
    ru: 'Слишком много запросов. Пожалуйста, повторите попытку чуть позже.',
    eng: 'Too many requests. Please try again in a moment.',
  },
  TOO_MANY_STREAMS: {
    uz: "Juda ko'p buyurtma sahifalari ochiq. Ulardan birini yoping va qayta urinib ko'ring.",
    ru: 'Открыто слишком много страниц заказов. Закройте одну из них и попробуйте снова.',
    eng: 'Too many order pages are open. Close one of them and try again.',
  },
  ORDER_RATE_LIMITED: {
    uz: "Siz juda ko'p buyurtma berdingiz. Iltimos, bir daqiqadan so'ng qayta urinib ko'ring.",
    ru: 'Вы оформили слишком много заказов. Пожалуйста, повторите попытку через минуту.',
    eng: 'You have placed too many orders. Please try again in a minute.',
  },
  NO_BRANCHES: { uz: "Filiallar yo'q.", ru: 'Нет филиалов.', eng: 'There are no branches.' },
  BRANCH_CLOSED: {
    uz: 'Filial hozir yopiq.',
    ru: 'Филиал сейчас закрыт.',
    eng: 'The branch is closed right now.',
  },
  OUT_OF_SERVICE_ZONE: {
    uz: 'Afsuski, bu manzil xizmat hududidan tashqarida.',
    ru: 'К сожалению, этот адрес вне зоны обслуживания.',
    eng: 'Sorry, this address is outside the service area.',
  },
  SERVICE_TYPE_UNAVAILABLE: {
    uz: 'Bu xizmat turi hozir mavjud emas.',
    ru: 'Этот способ получения сейчас недоступен.',
    eng: 'This service type is not available right now.',
  },
  PAYMENT_TYPE_UNAVAILABLE: {
    uz: "Bu to'lov turi mavjud emas.",
    ru: 'Этот способ оплаты недоступен.',
    eng: 'This payment method is not available.',
  },
  PRODUCT_NOT_AVAILABLE: {
    uz: 'Mahsulot hozir mavjud emas.',
    ru: 'Товар сейчас недоступен.',
    eng: 'The product is not available right now.',
  },
  PRODUCT_OVERPRICED: {
    uz: 'Mahsulot narxi oshirib yuborilgan.',
    ru: 'Цена товара завышена.',
    eng: 'Product is overpriced.',
  },
  NOT_ENOUGH_STOCK: {
    uz: "Mahsulot yetarli emas, eng ko'p miqdor: {max}",
    ru: 'Недостаточно товара, максимальное количество: {max}',
    eng: 'Not enough products, maximum amount: {max}',
  },
  OPTIONS_BELOW_MIN: {
    uz: 'Kamida {min} ta tanlang',
    ru: 'Выберите минимум {min}',
    eng: 'Select minimum {min}',
  },
  OPTIONS_ABOVE_MAX: {
    uz: "Ko'pi bilan {max} ta tanlang",
    ru: 'Выберите не более {max}',
    eng: 'Select up to {max}',
  },
  ORDER_TOTALS_MISMATCH: {
    uz: "Buyurtma summasi o'zgardi. Iltimos, savatni tekshiring.",
    ru: 'Сумма заказа изменилась. Пожалуйста, проверьте корзину.',
    eng: 'The order total has changed. Please check your basket.',
  },
  ORDER_STATUS_TRANSITION_REFUSED: {
    uz: "Buyurtma holatini bunday o'zgartirib bo'lmaydi.",
    ru: 'Статус заказа нельзя изменить таким образом.',
    eng: 'The order status cannot be changed this way.',
  },
  NO_ADDRESS: { uz: 'Manzil tanlanmagan.', ru: 'Адрес не выбран.', eng: 'No address selected.' },
  GEOLOCATION_DENIED: {
    uz: 'Iltimos Manzilga aniqlashga ruxsat bering!',
    ru: 'Пожалуйста, разрешите определение местоположения!',
    eng: 'Please allow location detection!',
  },
  ORDER_TIME_IN_PAST: {
    uz: "Bu vaqt o'tib ketgan yoki juda yaqin. Iltimos, keyingi vaqtni tanlang.",
    ru: 'Это время уже прошло или слишком близко. Пожалуйста, выберите более позднее.',
    eng: 'This time has passed or is too soon. Please choose a later time.',
  },
  ORDER_TIME_UNAVAILABLE: {
    uz: 'Filial bu vaqtda ishlamaydi. Iltimos, boshqa vaqtni tanlang.',
    ru: 'Филиал в это время не работает. Пожалуйста, выберите другое время.',
    eng: 'The branch is not working at that time. Please choose another time.',
  },
  DELIVERY_HOURS: {
    uz: 'Yetkazib berish {start} dan {end} gacha ishlaydi.',
    ru: 'Доставка работает с {start} до {end}.',
    eng: 'Delivery works from {start} to {end}.',
  },
  ORDER_IN_PROGRESS: {
    uz: "Buyurtmangiz hali rasmiylashtirilmoqda. Bir zumda qayta urinib ko'ring.",
    ru: 'Ваш заказ ещё оформляется. Повторите через мгновение.',
    eng: 'Your order is still being placed. Try again in a moment.',
  },
  CASHBACK_UNAVAILABLE: {
    uz: "Keshbek bilan to'lash mavjud emas.",
    ru: 'Оплата кешбэком недоступна.',
    eng: 'Paying with cashback is not available.',
  },
  CASHBACK_INSUFFICIENT: {
    uz: 'Keshbek balansingiz yetarli emas: {balance}.',
    ru: 'Недостаточно кешбэка на балансе: {balance}.',
    eng: 'Not enough cashback on your balance: {balance}.',
  },
  PROMO_UNAVAILABLE: {
    uz: 'Promokodlar hozir qabul qilinmaydi.',
    ru: 'Промокоды сейчас не принимаются.',
    eng: 'Promo codes are not accepted right now.',
  },
  COURIER_NOT_FOUND: {
    uz: 'Kuryer topilmadi.',
    ru: 'Курьер не найден.',
    eng: 'Courier not found.',
  },
  ORDER_NOT_CANCELLABLE: {
    uz: "Buyurtmani endi bekor qilib bo'lmaydi.",
    ru: 'Заказ уже нельзя отменить.',
    eng: 'The order can no longer be canceled.',
  },
  TABLE_NOT_FOUND: {
    uz: 'Stol topilmadi.',
    ru: 'Стол не найден.',
    eng: 'Table not found.',
  },
  TOTALS_REQUIRED: {
    uz: "Buyurtma summasi ko'rsatilmagan.",
    ru: 'Не указана сумма заказа.',
    eng: 'The order totals are missing.',
  },
  ORDER_ALREADY_PAID: {
    uz: "Bu buyurtma allaqachon to'langan.",
    ru: 'Этот заказ уже оплачен.',
    eng: 'This order has already been paid.',
  },
  ORDER_NOT_PAYABLE: {
    uz: "Bu buyurtmani endi to'lab bo'lmaydi.",
    ru: 'Этот заказ больше нельзя оплатить.',
    eng: 'This order can no longer be paid.',
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    uz: "To'lov tizimi hozir javob bermayapti. Birozdan keyin urinib ko'ring.",
    ru: 'Платёжная система сейчас не отвечает. Попробуйте чуть позже.',
    eng: 'The payment service is not responding. Please try again shortly.',
  },
  GEOCODER_UNAVAILABLE: {
    uz: "Manzil qidiruvi hozir ishlamayapti — belgini xaritada qo'ying.",
    ru: 'Поиск адреса сейчас недоступен — поставьте метку на карте.',
    eng: 'Address search is unavailable right now — place the pin on the map.',
  },
  CARDS_UNAVAILABLE: {
    uz: "Bu restoranda kartani saqlab bo'lmaydi.",
    ru: 'В этом ресторане нельзя сохранить карту.',
    eng: 'Saved cards are not available at this restaurant.',
  },
  CARD_NOT_FOUND: {
    uz: 'Karta topilmadi.',
    ru: 'Карта не найдена.',
    eng: 'Card not found.',
  },
  CARD_INVALID: {
    uz: "Karta raqami yoki amal qilish muddati noto'g'ri.",
    ru: 'Неверный номер карты или срок действия.',
    eng: 'The card number or expiry date is wrong.',
  },
  CARD_CODE_WRONG: {
    uz: "SMS kod noto'g'ri yoki eskirgan.",
    ru: 'Неверный или устаревший SMS-код.',
    eng: 'The SMS code is wrong or has expired.',
  },
  CARD_NOT_VERIFIED: {
    uz: 'Karta hali tasdiqlanmagan.',
    ru: 'Карта ещё не подтверждена.',
    eng: 'This card has not been confirmed yet.',
  },
  CARD_PAYMENT_FAILED: {
    uz: "Karta orqali to'lov o'tmadi. Boshqa kartani sinab ko'ring.",
    ru: 'Оплата картой не прошла. Попробуйте другую карту.',
    eng: 'The card payment did not go through. Try another card.',
  },
  GRADE_OUT_OF_RANGE: {
    uz: 'Bahoni 1 dan 5 gacha yulduz bilan tanlang.',
    ru: 'Выберите оценку от 1 до 5 звёзд.',
    eng: 'Choose a grade from 1 to 5 stars.',
  },
  TEXT_TOO_LONG: {
    uz: "Matn juda uzun: ko'pi bilan {max} ta belgi.",
    ru: 'Слишком длинный текст: не больше {max} символов.',
    eng: 'The text is too long: at most {max} characters.',
  },
  PHONE_INVALID: {
    uz: "Telefon raqamini 998 va 9 ta raqam ko'rinishida kiriting.",
    ru: 'Введите номер телефона в виде 998 и 9 цифр.',
    eng: 'Enter the phone number as 998 followed by 9 digits.',
  },
  ORDER_ITEM_NOT_FOUND: {
    uz: "Buyurtmalaringizda bunday taom yo'q.",
    ru: 'В ваших заказах нет такой позиции.',
    eng: 'There is no such dish in your orders.',
  },
  REVIEW_ORDER_NOT_RECEIVED: {
    uz: 'Taomni buyurtma yetkazilgandan keyin baholash mumkin.',
    ru: 'Оценить блюдо можно после того, как заказ получен.',
    eng: 'You can rate a dish once the order has been received.',
  },
  REVIEW_ALREADY_EXISTS: {
    uz: 'Siz bu buyurtmadagi taomni allaqachon baholagansiz.',
    ru: 'Вы уже оценили это блюдо из этого заказа.',
    eng: 'You have already rated this dish from this order.',
  },
  CASHBACK_DISABLED: {
    uz: 'Bu muassasada keshbek mavjud emas.',
    ru: 'В этом заведении нет кешбэка.',
    eng: 'This restaurant has no cashback.',
  },
  VACANCIES_DISABLED: {
    uz: "Bu muassasada vakansiyalar yo'q.",
    ru: 'В этом заведении нет вакансий.',
    eng: 'This restaurant has no vacancies.',
  },
  VACANCY_NOT_FOUND: {
    uz: 'Vakansiya topilmadi yoki yopilgan.',
    ru: 'Вакансия не найдена или уже закрыта.',
    eng: 'The vacancy was not found or is already closed.',
  },
  VACANCY_ALREADY_APPLIED: {
    uz: "Siz bu vakansiyaga allaqachon ariza yuborgansiz. Siz bilan bog'lanishadi.",
    ru: 'Вы уже откликнулись на эту вакансию. С вами свяжутся.',
    eng: 'You have already applied for this vacancy. You will be contacted.',
  },
  BOOKING_UNAVAILABLE: {
    uz: 'Bu muassasada stol band qilish mavjud emas.',
    ru: 'В этом заведении бронирование столов недоступно.',
    eng: 'Table booking is not available here.',
  },
  BOOKING_BRANCH_UNAVAILABLE: {
    uz: "Bu filialda stol band qilib bo'lmaydi. Boshqa filialni tanlang.",
    ru: 'В этом филиале нельзя забронировать стол. Выберите другой филиал.',
    eng: 'This branch does not take table bookings. Please choose another branch.',
  },
  BOOKING_TIME_IN_PAST: {
    uz: "Bu vaqt o'tib ketgan yoki juda yaqin. Kamida {minutes} daqiqadan keyingi vaqtni tanlang.",
    ru: 'Это время уже прошло или слишком близко. Выберите время не раньше чем через {minutes} минут.',
    eng: 'This time has passed or is too close. Please choose a time at least {minutes} minutes from now.',
  },
  BOOKING_TOO_FAR: {
    uz: 'Stolni {days} kun oldingacha band qilish mumkin. Yaqinroq sanani tanlang.',
    ru: 'Стол можно забронировать не более чем на {days} дней вперёд. Выберите дату ближе.',
    eng: 'Tables can be booked up to {days} days ahead. Please choose an earlier date.',
  },
  BOOKING_OUTSIDE_HOURS: {
    uz: 'Filial bu vaqtda ishlamaydi. Ish vaqti ichidagi vaqtni tanlang.',
    ru: 'Филиал в это время не работает. Выберите время в часы работы.',
    eng: 'The branch is not open at that time. Please choose a time within its work hours.',
  },
  BOOKING_TOO_MANY_CHAIRS: {
    uz: "Bu stolda {chairs} ta o'rin bor. Kattaroq stolni tanlang.",
    ru: 'За этим столом {chairs} мест. Выберите стол побольше.',
    eng: 'This table seats {chairs}. Please choose a bigger table.',
  },
  BOOKING_SLOT_TAKEN: {
    uz: 'Bu stol ushbu vaqtga band qilingan. Boshqa vaqt yoki stolni tanlang.',
    ru: 'Этот стол на это время уже забронирован. Выберите другое время или стол.',
    eng: 'This table is already booked at that time. Please choose another time or table.',
  },
  BOOKING_LIMIT_REACHED: {
    uz: 'Sizda {max} ta faol bron bor. Yangisini qilish uchun birini bekor qiling.',
    ru: 'У вас уже {max} активных брони. Отмените одну, чтобы сделать новую.',
    eng: 'You already have {max} upcoming bookings. Cancel one to make a new one.',
  },
  RESERVATION_NOT_FOUND: { uz: 'Bron topilmadi.', ru: 'Бронь не найдена.', eng: 'Booking not found.' },
  RESERVATION_NOT_CANCELLABLE: {
    uz: "Bu bronni endi bekor qilib bo'lmaydi.",
    ru: 'Эту бронь уже нельзя отменить.',
    eng: 'This booking can no longer be cancelled.',
  },
  RESERVATION_STATUS_REFUSED: {
    uz: "Bu bronni endi bu holatga o'tkazib bo'lmaydi.",
    ru: 'Эту бронь уже нельзя перевести в такой статус.',
    eng: 'This booking can no longer be moved to that status.',
  },
  FEEDBACK_NOT_FOUND: { uz: 'Fikr topilmadi.', ru: 'Отзыв не найден.', eng: 'Feedback not found.' },
  VACANCY_APPLICATION_NOT_FOUND: {
    uz: 'Ariza topilmadi.',
    ru: 'Отклик не найден.',
    eng: 'Application not found.',
  },
  WAITER_CALL_UNAVAILABLE: {
    uz: "Bu yerda ofitsiantni chaqirib bo'lmaydi.",
    ru: 'Здесь нельзя вызвать официанта.',
    eng: 'Calling a waiter is not available here.',
  },
  MESSAGE_NOT_FOUND: {
    uz: 'Bunday xabar topilmadi.',
    ru: 'Такое сообщение не найдено.',
    eng: 'No such message.',
  },
  MESSAGE_NOT_DEAD: {
    uz: 'Bu xabar yetkazilmaganlar ro‘yxatida emas: u allaqachon yuborilgan yoki navbatda.',
    ru: 'Это сообщение не в списке недоставленных: оно уже отправлено или в очереди.',
    eng: 'This message is not among the undelivered ones: it was sent already or is waiting.',
  },
  WAITER_CALL_NOT_FOUND: {
    uz: 'Ofitsiant chaqiruvi topilmadi.',
    ru: 'Вызов официанта не найден.',
    eng: 'Waiter call not found.',
  },
  WAITER_CALL_ALREADY_ACKNOWLEDGED: {
    uz: 'Bu chaqiruv allaqachon qabul qilingan.',
    ru: 'Этот вызов уже принят.',
    eng: 'This call has already been acknowledged.',
  },
  WAITER_CALL_LIMIT_REACHED: {
    uz: "Siz ofitsiantni juda ko'p chaqirdingiz. Birozdan so'ng qayta urinib ko'ring.",
    ru: 'Вы слишком часто вызываете официанта. Попробуйте чуть позже.',
    eng: 'You have called the waiter too often. Please try again a little later.',
  },
  PROMO_INACTIVE: {
    uz: 'Promokod faol emas.',
    ru: 'Промокод неактивен.',
    eng: 'This promo code is not active.',
  },
  PROMO_NOT_STARTED: {
    uz: 'Promokod hali amal qilmaydi.',
    ru: 'Промокод ещё не действует.',
    eng: 'This promo code is not valid yet.',
  },
  PROMO_EXPIRED: {
    uz: 'Promokodning amal qilish muddati tugagan.',
    ru: 'Срок действия промокода истёк.',
    eng: 'This promo code has expired.',
  },
  PROMO_BELOW_MIN_PRICE: {
    uz: 'Promokod {minPrice} va undan ortiq buyurtmalar uchun amal qiladi.',
    ru: 'Промокод действует для заказов от {minPrice}.',
    eng: 'This promo code applies to orders of {minPrice} or more.',
  },
  PROMO_USED_UP: {
    uz: 'Bu promokod tugadi: barcha foydalanishlar band.',
    ru: 'Этот промокод закончился: все использования исчерпаны.',
    eng: 'This promo code has run out: all its uses are taken.',
  },
  PROMO_ALREADY_USED: {
    uz: 'Siz bu promokoddan allaqachon foydalangansiz.',
    ru: 'Вы уже использовали этот промокод.',
    eng: 'You have already used this promo code.',
  },
  PROMO_CODE_TAKEN: {
    uz: '«{code}» promokodi allaqachon mavjud.',
    ru: 'Промокод «{code}» уже существует.',
    eng: 'The promo code "{code}" already exists.',
  },
  PROMO_CODE_INVALID: {
    uz: "Promokod 3–32 ta lotin harfi, raqam, «-» yoki «_» bo'lishi kerak.",
    ru: 'Промокод — от 3 до 32 латинских букв, цифр, «-» или «_».',
    eng: 'A promo code is 3–32 Latin letters, digits, "-" or "_".',
  },
  PROMO_AMOUNT_INVALID: {
    uz: "Chegirma summasi noldan katta bo'lishi kerak.",
    ru: 'Сумма скидки должна быть больше нуля.',
    eng: 'The discount amount must be more than zero.',
  },
  PROMO_PERCENT_INVALID: {
    uz: "Foiz 1 dan 100 gacha bo'lishi kerak.",
    ru: 'Процент должен быть от 1 до 100.',
    eng: 'The percent must be from 1 to 100.',
  },
  PROMO_DATES_INVALID: {
    uz: "Tugash sanasi boshlanish sanasidan keyin bo'lishi kerak.",
    ru: 'Дата окончания должна быть позже даты начала.',
    eng: 'The end date must be after the start date.',
  },
  CASHBACK_PERCENT_INVALID: {
    uz: "Keshbek foizi 1 dan {max} gacha bo'lishi kerak.",
    ru: 'Процент кешбэка должен быть от 1 до {max}.',
    eng: 'The cashback percent must be from 1 to {max}.',
  },
  CASHBACK_RULES_EMPTY: {
    uz: "Keshbek beriladigan kamida bitta xizmat turi va bitta to'lov turini tanlang.",
    ru: 'Выберите хотя бы один тип обслуживания и один способ оплаты, за которые начисляется кешбэк.',
    eng: 'Choose at least one service type and one payment type that earn cashback.',
  },
  SOCIAL_LINK_INVALID: {
    uz: "Havola https:// bilan boshlanishi kerak (Telegram va Instagram uchun @nom ham bo'ladi).",
    ru: 'Ссылка должна начинаться с https:// (для Telegram и Instagram можно @имя).',
    eng: 'A link must start with https:// (Telegram and Instagram also take an @name).',
  },
  VACANCY_POSITION_REQUIRED: {
    uz: 'Lavozim nomini uch tilda kiriting.',
    ru: 'Укажите название должности на трёх языках.',
    eng: 'Enter the position in all three languages.',
  },
  VACANCY_SALARY_RANGE: {
    uz: "Maoshning pastki chegarasi yuqorisidan katta bo'lmasligi kerak.",
    ru: 'Зарплата «от» не может быть больше зарплаты «до».',
    eng: 'The salary "from" cannot be more than the salary "to".',
  },
  NO_ACTIVE_ORDERS: { uz: "Faol buyurtmalar yo'q.", ru: 'Нет активных заказов.', eng: 'No active orders.' },
  NO_ORDERS: { uz: "Hali buyurtmalar yo'q.", ru: 'Заказов пока нет.', eng: 'No orders yet.' },
  NO_REVIEWS: { uz: "Hali sharhlar yo'q.", ru: 'Отзывов пока нет.', eng: 'No reviews yet.' },
  NO_NOTIFICATIONS: { uz: "Bildirishnomalar yo'q.", ru: 'Уведомлений нет.', eng: 'No notifications.' },
  MERCHANT_NOT_LIVE: {
    uz: '{merchant} tez orada ochiladi va hozircha buyurtma qabul qilmaydi.',
    ru: '{merchant} скоро откроется и пока не принимает заказы.',
    eng: '{merchant} is opening soon and is not taking orders yet.',
  },
  SETUP_INCOMPLETE: {
    uz: 'Ishga tushirishdan oldin quyidagilarni tugating: {missing}.',
    ru: 'Чтобы открыться, сначала завершите: {missing}.',
    eng: 'Before going live, finish: {missing}.',
  },
  BRANCH_PAUSED: {
    uz: "Filial soat {until} gacha buyurtma qabul qilmaydi. Keyinroq qayta urinib ko'ring.",
    ru: 'Филиал не принимает заказы до {until}. Попробуйте позже.',
    eng: 'The branch is not taking orders until {until}. Please try again later.',
  },
  OPTION_NOT_AVAILABLE: {
    uz: "Tanlangan qo'shimcha hozir mavjud emas.",
    ru: 'Выбранная опция сейчас недоступна.',
    eng: 'A chosen option is not available right now.',
  },
  NOT_STAFF: {
    uz: "Bu raqam ushbu restoran xodimlari ro'yxatida yo'q.",
    ru: 'Этот номер не принадлежит сотруднику этого заведения.',
    eng: 'This number does not belong to a member of staff here.',
  },
  BRANCH_FORBIDDEN: {
    uz: 'Bu filial sizga biriktirilmagan.',
    ru: 'Этот филиал вам не назначен.',
    eng: 'This branch is not one of yours.',
  },
  ORDER_CHANGED: {
    uz: "Buyurtmani kimdir allaqachon o'zgartirdi. Yangilangan holatini ko'ring.",
    ru: 'Заказ уже изменил кто-то другой. Посмотрите его новое состояние.',
    eng: 'Someone has already changed this order. Here is how it is now.',
  },
  REJECT_REASON_REQUIRED: {
    uz: 'Rad etish sababini tanlang.',
    ru: 'Выберите причину отказа.',
    eng: 'Choose why the order is rejected.',
  },
  STAFF_NOT_FOUND: {
    uz: 'Bunday xodim topilmadi.',
    ru: 'Такой сотрудник не найден.',
    eng: 'No such member of staff.',
  },
  STAFF_ALREADY_EXISTS: {
    uz: "Bu raqam allaqachon xodimlar ro'yxatida.",
    ru: 'Этот номер уже есть среди сотрудников.',
    eng: 'This number already belongs to a member of staff.',
  },
  LAST_OWNER: {
    uz: 'Restoranda kamida bitta egasi qolishi kerak.',
    ru: 'У заведения должен остаться хотя бы один владелец.',
    eng: 'The restaurant must keep at least one owner.',
  },
  STOP_LIST_TARGET_REQUIRED: {
    uz: "Mahsulot yoki qo'shimchani tanlang.",
    ru: 'Выберите товар или опцию.',
    eng: 'Choose a product or an option.',
  },
  TIME_INVALID: {
    uz: 'Vaqtni SS:DD shaklida kiriting, masalan 09:30.',
    ru: 'Введите время в виде ЧЧ:ММ, например 09:30.',
    eng: 'Enter the time as HH:MM, for example 09:30.',
  },
  HOURS_CLOSE_EQUALS_OPEN: {
    uz: "Yopilish vaqti ochilish vaqti bilan bir xil bo'lmasin.",
    ru: 'Время закрытия не должно совпадать со временем открытия.',
    eng: 'The closing time must differ from the opening time.',
  },
  COORDINATES_INVALID: {
    uz: "Xaritadagi nuqta noto'g'ri: kenglik −90…90, uzunlik −180…180 bo'lsin.",
    ru: 'Неверная точка на карте: широта −90…90, долгота −180…180.',
    eng: 'The point on the map is invalid: latitude −90…90, longitude −180…180.',
  },
  HOLIDAY_DATE_INVALID: {
    uz: "Sanani YYYY-OO-KK shaklida kiriting; har bir sana bir marta bo'lsin.",
    ru: 'Введите дату в виде ГГГГ-ММ-ДД; каждая дата — один раз.',
    eng: 'Enter the date as YYYY-MM-DD; each date only once.',
  },
  ZONE_NOT_FOUND: {
    uz: 'Yetkazib berish hududi topilmadi.',
    ru: 'Зона доставки не найдена.',
    eng: 'Delivery zone not found.',
  },
  ZONE_TOO_FEW_POINTS: {
    uz: 'Hududni kamida uchta turli nuqta bilan chizing.',
    ru: 'Нарисуйте зону минимум из трёх разных точек.',
    eng: 'Draw the zone with at least three different points.',
  },
  ZONE_SELF_INTERSECTING: {
    uz: "Hudud chegarasi o'zini kesib o'tmasin.",
    ru: 'Граница зоны не должна пересекать саму себя.',
    eng: 'The outline of the zone must not cross itself.',
  },
  ZONE_ZERO_AREA: {
    uz: 'Hudud juda kichik: uning ichida hech qanday manzil yo‘q.',
    ru: 'Зона слишком мала: внутри неё нет ни одного адреса.',
    eng: 'The zone is too small: no address lies inside it.',
  },
  ZONE_TOO_LARGE: {
    uz: 'Hudud juda katta (110 km dan ortiq yoki 500 dan ortiq nuqta). Uni qayta chizing.',
    ru: 'Зона слишком велика (больше 110 км или больше 500 точек). Нарисуйте её заново.',
    eng: 'The zone is too large (over 110 km or over 500 points). Draw it again.',
  },
  ZONE_PRICE_INVALID: {
    uz: "Narx 0 yoki undan katta butun son bo'lsin.",
    ru: 'Цена должна быть целым числом не меньше 0.',
    eng: 'A price must be a whole number of at least 0.',
  },
  ZONE_MIN_ORDER: {
    uz: "Bu manzilga eng kam buyurtma {minOrder}. Yana {missing} ga mahsulot qo'shing.",
    ru: 'Минимальный заказ для этого адреса — {minOrder}. Добавьте товаров ещё на {missing}.',
    eng: 'The minimum order for this address is {minOrder}. Add {missing} more.',
  },
  HALL_NOT_FOUND: { uz: 'Zal topilmadi.', ru: 'Зал не найден.', eng: 'Hall not found.' },
  TABLE_IN_USE: {
    uz: "Bu stolda ochiq buyurtma yoki bron bor: uni hozir o'chirib bo'lmaydi.",
    ru: 'У этого стола есть открытый заказ или бронь: удалить его сейчас нельзя.',
    eng: 'This table has an open order or a booking: it cannot be deleted now.',
  },
  NAME_REQUIRED: {
    uz: 'Nomini {language} tilida kiriting.',
    ru: 'Введите название на основном языке ({language}).',
    eng: 'Enter the name in the main language ({language}).',
  },
  PRICE_INVALID: {
    uz: "Narx butun musbat son (so'm) bo'lishi kerak.",
    ru: 'Цена должна быть целым неотрицательным числом (сум).',
    eng: "The price must be a whole, non-negative number of so'm.",
  },
  DISCOUNT_OUT_OF_RANGE: {
    uz: "Chegirma 0 dan 100 foizgacha butun son bo'lishi kerak.",
    ru: 'Скидка должна быть целым числом от 0 до 100 %.',
    eng: 'The discount must be a whole percent from 0 to 100.',
  },
  MAX_COUNT_INVALID: {
    uz: "Eng ko'p miqdor kamida 1 bo'lishi kerak.",
    ru: 'Максимальное количество должно быть не меньше 1.',
    eng: 'The maximum count must be at least 1.',
  },
  COOKING_TIME_RANGE: {
    uz: "Tayyorlash vaqtining boshi oxiridan katta bo'lmasligi kerak.",
    ru: 'Минимальное время приготовления не может быть больше максимального.',
    eng: 'The shortest cooking time cannot be longer than the longest.',
  },
  OPTION_GROUP_MIN_ABOVE_MAX: {
    uz: "Variantlar guruhida eng kam tanlov eng ko'pidan katta bo'lmasligi kerak.",
    ru: 'В группе опций минимум не может быть больше максимума.',
    eng: 'In an option group the minimum cannot exceed the maximum.',
  },
  OPTION_GROUP_MIN_INVALID: {
    uz: "Variantlar guruhida eng kam tanlov 0 yoki undan katta bo'lishi kerak.",
    ru: 'В группе опций минимум должен быть 0 или больше.',
    eng: 'In an option group the minimum must be 0 or more.',
  },
  OPTION_GROUP_MAX_TOO_LOW: {
    uz: "Variantlar guruhida eng ko'p tanlov kamida 1 bo'lishi kerak.",
    ru: 'В группе опций максимум должен быть не меньше 1.',
    eng: 'In an option group the maximum must be at least 1.',
  },
  OPTION_GROUP_EMPTY: {
    uz: "Variantlar guruhiga kamida bitta variant qo'shing.",
    ru: 'Добавьте в группу опций хотя бы одну опцию.',
    eng: 'Add at least one option to the option group.',
  },
  PERCENT_OUT_OF_RANGE: {
    uz: "Foiz {min} dan {max} gacha butun son bo'lishi va 0 bo'lmasligi kerak.",
    ru: 'Процент должен быть целым числом от {min} до {max} и не равен 0.',
    eng: 'The percent must be a whole number from {min} to {max}, not 0.',
  },
  IMAGE_NOT_FOUND: {
    uz: 'Rasm topilmadi: avval uni yuklang.',
    ru: 'Изображение не найдено: сначала загрузите его.',
    eng: 'Image not found: upload it first.',
  },
  CATEGORY_NOT_FOUND: {
    uz: 'Kategoriya topilmadi.',
    ru: 'Категория не найдена.',
    eng: 'Category not found.',
  },
  GROUP_NOT_FOUND: {
    uz: 'Guruh topilmadi.',
    ru: 'Группа не найдена.',
    eng: 'Group not found.',
  },
  OPTION_GROUP_NOT_FOUND: {
    uz: 'Variantlar guruhi topilmadi.',
    ru: 'Группа опций не найдена.',
    eng: 'Option group not found.',
  },
  OPTION_NOT_FOUND: {
    uz: 'Variant topilmadi.',
    ru: 'Опция не найдена.',
    eng: 'Option not found.',
  },
  CATEGORY_NOT_EMPTY: {
    uz: "Kategoriyada mahsulotlar bor: avval ularni o'chiring yoki boshqa kategoriyaga o'tkazing.",
    ru: 'В категории есть товары: сначала удалите их или перенесите в другую категорию.',
    eng: 'The category still has products: delete them or move them to another category first.',
  },
  GROUP_NOT_EMPTY: {
    uz: "Guruhda kategoriyalar bor: avval ularni o'chiring yoki boshqa guruhga o'tkazing.",
    ru: 'В группе есть категории: сначала удалите их или перенесите в другую группу.',
    eng: 'The group still has categories: delete them or move them to another group first.',
  },
  REORDER_MISMATCH: {
    uz: "Ro'yxat o'zgargan: sahifani yangilab, qaytadan tartiblang.",
    ru: 'Список изменился: обновите страницу и расставьте порядок заново.',
    eng: 'The list has changed: reload it and put it in order again.',
  },
  COLOR_INVALID: {
    uz: "Rang #RRGGBB ko'rinishida bo'lishi kerak, masalan #FCE000.",
    ru: 'Цвет должен быть в виде #RRGGBB, например #FCE000.',
    eng: 'The colour must look like #RRGGBB, for example #FCE000.',
  },
  DOMAIN_INVALID: {
    uz: "Domen nomi noto'g'ri: masalan menu.cafe.uz (http:// va / belgilarisiz).",
    ru: 'Неверное имя домена: например menu.cafe.uz (без http:// и /).',
    eng: 'Not a valid domain name: for example menu.cafe.uz (no http:// or /).',
  },
  DOMAIN_TAKEN: {
    uz: 'Bu domen boshqa restoranga tegishli.',
    ru: 'Этот домен уже занят другим заведением.',
    eng: 'This domain already belongs to another restaurant.',
  },
  LANGUAGE_NONE_ON: {
    uz: "Kamida bitta til yoqilgan bo'lishi kerak.",
    ru: 'Должен быть включён хотя бы один язык.',
    eng: 'At least one language must be on.',
  },
  LANGUAGE_MAIN_OFF: {
    uz: "Asosiy til o'chirilgan bo'lishi mumkin emas: avval boshqa asosiy tilni tanlang.",
    ru: 'Основной язык нельзя выключить: сначала выберите другой основной язык.',
    eng: 'The default language cannot be off: choose another default first.',
  },
  MEDIA_NOT_FOUND: {
    uz: 'Bunday rasm topilmadi.',
    ru: 'Такое изображение не найдено.',
    eng: 'No such image.',
  },
  SMS_TEMPLATE_PLACEHOLDER_UNKNOWN: {
    uz: "Matnda noma'lum belgi bor: {placeholder}. Faqat number, brand, time va link jingalak qavs ichida ishlatiladi.",
    ru: 'В тексте неизвестная подстановка: {placeholder}. В фигурных скобках можно писать только number, brand, time и link.',
    eng: 'The text has an unknown placeholder: {placeholder}. Only number, brand, time and link may go in curly braces.',
  },
  SMS_TEMPLATE_TOO_LONG: {
    uz: "Matn juda uzun: to'ldirilgandan keyin {max} ta SMSdan oshmasin.",
    ru: 'Текст слишком длинный: после подстановки он должен уместиться в {max} SMS.',
    eng: 'The text is too long: filled in, it must fit in {max} SMS.',
  },
  IMPORT_FILE_INVALID: {
    uz: "Faylni o'qib bo'lmadi: menyu eksportidagi ustunlar bilan CSV yoki XLSX fayl yuklang.",
    ru: 'Не удалось прочитать файл: загрузите CSV или XLSX со столбцами выгрузки меню.',
    eng: 'The file could not be read: upload a CSV or XLSX file with the columns of the menu export.',
  },
  IMPORT_FILE_TOO_LARGE: {
    uz: 'Fayl juda katta: {maxMb} MB va {maxRows} qatordan oshmasin.',
    ru: 'Файл слишком большой: не более {maxMb} МБ и {maxRows} строк.',
    eng: 'The file is too large: at most {maxMb} MB and {maxRows} rows.',
  },
  IMPORT_HAS_ERRORS: {
    uz: "Faylda xatoli qatorlar bor ({count} ta): ularni tuzatib, qaytadan yuklang. Hech narsa o'zgartirilmadi.",
    ru: 'В файле есть строки с ошибками ({count}): исправьте их и загрузите снова. Ничего не изменено.',
    eng: 'The file has rows with errors ({count}): fix them and upload it again. Nothing was changed.',
  },
  IMPORT_VALUE_INVALID: {
    uz: "«{column}» ustunidagi qiymat noto'g'ri: «{value}».",
    ru: 'Неверное значение в столбце «{column}»: «{value}».',
    eng: 'The value in column “{column}” is not valid: “{value}”.',
  },
  IMPORT_DUPLICATE_ROW: {
    uz: '{line}-qatordagi mahsulot faylda ikkinchi marta uchrayapti.',
    ru: 'Этот товар уже есть в файле, в строке {line}.',
    eng: 'This product is already in the file, on line {line}.',
  },
  INTERNAL_ERROR: {
    uz: "Serverda xatolik yuz berdi. Iltimos, keyinroq qayta urinib ko'ring.",
    ru: 'Внутренняя ошибка сервера. Пожалуйста, попробуйте позже.',
    eng: 'Internal Server Error. Please try again later.',
  },
  SERVER_DRAINING: {
    uz: "Server qayta ishga tushirilmoqda. Iltimos, bir necha soniyadan so'ng qayta urinib ko'ring.",
    ru: 'Сервер перезапускается. Пожалуйста, повторите попытку через несколько секунд.',
    eng: 'The server is restarting. Please try again in a few seconds.',
  },
  RESPONSE_SCHEMA_MISMATCH: {
    uz: "{route} javobi o'z sxemasiga mos kelmadi.",
    ru: 'Ответ {route} не соответствует своей схеме.',
    eng: 'The answer of {route} does not match its schema.',
  },
};

/** Title of error dialogs and toasts (spec §8: title 'Error'). */
export const ERROR_TITLE: Multilingual = { uz: 'Xatolik', ru: 'Ошибка', eng: 'Error' };
