import { defineMessages } from '@dastarkhan/client/messages';

export const checkoutMessages = defineMessages({
  'checkout.paused': {
    uz: 'Soat {until} gacha buyurtma qabul qilinmaydi',
    ru: 'Не принимает заказы до {until}',
    eng: 'Not taking orders until {until}',
  },
  'checkout.pausedBecause': {
    uz: 'Soat {until} gacha buyurtma qabul qilinmaydi — {reason}',
    ru: 'Не принимает заказы до {until} — {reason}',
    eng: 'Not taking orders until {until} — {reason}',
  },
  'checkout.title': { uz: 'Buyurtmani rasmiylashtirish', ru: 'Оформление заказа', eng: 'Checkout' },
  'checkout.loading': {
    uz: 'Buyurtma tayyorlanmoqda…',
    ru: 'Готовим оформление…',
    eng: 'Getting your order ready…',
  },
  'checkout.emptyTitle': { uz: "Savat bo'sh", ru: 'Корзина пуста', eng: 'Your basket is empty' },
  'checkout.emptyText': {
    uz: "Rasmiylashtirish uchun avval menyudan biror narsa qo'shing",
    ru: 'Чтобы оформить заказ, добавьте что-нибудь из меню',
    eng: 'Add something from the menu to place an order',
  },
  'checkout.guestLogin': { uz: 'Kirish', ru: 'Войти', eng: 'Log in' },
  'checkout.guestText': {
    uz: "Kirganingizdan so'ng shu yerga qaytasiz — savatingiz saqlanib qoladi.",
    ru: 'После входа вы вернётесь сюда — корзина сохранится.',
    eng: 'You will come back here after logging in — your basket stays as it is.',
  },
  'checkout.placed': {
    uz: 'Buyurtma qabul qilindi, ochilmoqda…',
    ru: 'Заказ принят, открываем…',
    eng: 'Order placed, opening it…',
  },

  // Service type
  'checkout.service': { uz: 'Qanday olasiz?', ru: 'Как получить заказ?', eng: 'How would you like it?' },
  'checkout.noService': {
    uz: 'Hozir buyurtma qabul qilinmaydi: birorta xizmat turi yoqilmagan.',
    ru: 'Сейчас заказы не принимаются: ни один способ получения не включён.',
    eng: 'Orders are not taken right now: no service type is switched on.',
  },

  // Delivery address
  'checkout.address': { uz: 'Yetkazib berish manzili', ru: 'Адрес доставки', eng: 'Delivery address' },
  'checkout.savedAddresses': { uz: 'Saqlangan manzillar', ru: 'Мои адреса', eng: 'Saved addresses' },
  'checkout.onMap': { uz: 'Xaritada belgilash', ru: 'Указать на карте', eng: 'Point on the map' },
  'checkout.change': { uz: "O'zgartirish", ru: 'Изменить', eng: 'Change' },
  'checkout.addressDetails': { uz: 'Manzil tafsilotlari', ru: 'Детали адреса', eng: 'Address details' },
  'checkout.addressComment': { uz: 'Manzilga izoh', ru: 'Комментарий к адресу', eng: 'Address note' },
  'checkout.addressCommentPlaceholder': {
    uz: 'Masalan: darvoza kodi 1234',
    ru: 'Например: код калитки 1234',
    eng: 'e.g. gate code 1234',
  },
  'checkout.description': { uz: "Mo'ljal", ru: 'Ориентир', eng: 'Landmark' },
  'checkout.descriptionPlaceholder': {
    uz: 'Masalan: 110-maktab yonida',
    ru: 'Например: рядом со школой № 110',
    eng: 'e.g. next to school No. 110',
  },
  'checkout.deliveredFrom': {
    uz: '{name} filialidan yetkaziladi',
    ru: 'Доставим из филиала «{name}»',
    eng: 'Delivered from {name}',
  },
  'checkout.tariffLoading': {
    uz: 'Yetkazib berish narxi hisoblanmoqda…',
    ru: 'Считаем стоимость доставки…',
    eng: 'Working out the delivery price…',
  },
  'checkout.tariffFailed': {
    uz: "Yetkazib berish narxini hisoblab bo'lmadi.",
    ru: 'Не удалось рассчитать стоимость доставки.',
    eng: 'Could not work out the delivery price.',
  },
  'checkout.tariffRetry': { uz: 'Qayta hisoblash', ru: 'Пересчитать', eng: 'Try again' },
  'checkout.deliveryNotFor': {
    uz: "Savatdagi ba'zi mahsulotlar yetkazib berilmaydi: olib ketish yoki joyida tanlang.",
    ru: 'Некоторые товары из корзины не доставляются: выберите самовывоз или в заведении.',
    eng: 'Some products in the basket are not delivered: choose pick-up or dine-in.',
  },
  'checkout.courierComment': {
    uz: 'Kuryer uchun izoh',
    ru: 'Комментарий курьеру',
    eng: 'Note for the courier',
  },
  'checkout.courierCommentPlaceholder': {
    uz: "Masalan: qo'ng'iroq qilmang, kuting",
    ru: 'Например: не звоните, подождите у подъезда',
    eng: "e.g. don't ring, wait at the entrance",
  },

  // Branch, hall and table
  'checkout.pickupBranch': { uz: 'Olib ketish filiali', ru: 'Пункт самовывоза', eng: 'Pick-up point' },
  'checkout.dineInBranch': { uz: 'Filial', ru: 'Заведение', eng: 'Branch' },
  'checkout.branch': { uz: 'Filial', ru: 'Филиал', eng: 'Branch' },
  'checkout.chooseOnMap': { uz: 'Xaritada tanlash', ru: 'Выбрать на карте', eng: 'Choose on the map' },
  'checkout.closedNow': { uz: 'Hozir yopiq', ru: 'Сейчас закрыто', eng: 'Closed now' },
  'checkout.openNow': { uz: 'Ochiq', ru: 'Открыто', eng: 'Open' },
  'checkout.closedHint': {
    uz: 'Filial hozir buyurtma qabul qilmaydi. «Keyinroq»ni tanlang yoki boshqa filialni.',
    ru: 'Филиал сейчас не принимает заказы. Выберите «Ко времени» или другой филиал.',
    eng: 'The branch is not taking orders right now. Choose “Later” or another branch.',
  },
  'checkout.deliveryClosedHint': {
    uz: 'Hozir yetkazib berish ishlamayapti. «Keyinroq»ni tanlang.',
    ru: 'Сейчас доставка не работает. Выберите «Ко времени».',
    eng: 'Delivery is not working right now. Choose “Later”.',
  },
  'checkout.hall': { uz: 'Zal', ru: 'Зал', eng: 'Hall' },
  'checkout.table': { uz: 'Stol', ru: 'Стол', eng: 'Table' },
  'checkout.chooseTable': { uz: 'Stolni tanlang', ru: 'Выберите стол', eng: 'Choose a table' },
  'checkout.tableOption': {
    uz: '{name}-stol · {chairs} kishilik',
    ru: 'Стол {name} · {chairs} мест',
    eng: 'Table {name} · {chairs} seats',
  },
  'checkout.tableFromQr': {
    uz: '{table}-stol, {hall} — QR-kod orqali tanlandi',
    ru: 'Стол {table}, {hall} — выбран по QR-коду',
    eng: 'Table {table}, {hall} — chosen by the QR code',
  },
  'checkout.hallsLoading': { uz: 'Zallar yuklanmoqda…', ru: 'Загружаем залы…', eng: 'Loading the halls…' },
  'checkout.hallsFailed': {
    uz: "Zallarni yuklab bo'lmadi.",
    ru: 'Не удалось загрузить залы.',
    eng: 'Could not load the halls.',
  },
  'checkout.noTables': {
    uz: "Bu filialda stollar yo'q.",
    ru: 'В этом филиале нет столов.',
    eng: 'This branch has no tables.',
  },

  // Timing
  'checkout.timing': { uz: 'Qachon?', ru: 'Когда?', eng: 'When?' },
  'checkout.asap': { uz: 'Iloji boricha tezroq', ru: 'Как можно скорее', eng: 'As soon as possible' },
  'checkout.later': { uz: 'Keyinroq', ru: 'Ко времени', eng: 'Later' },
  'checkout.day': { uz: 'Kun', ru: 'День', eng: 'Day' },
  'checkout.time': { uz: 'Vaqt', ru: 'Время', eng: 'Time' },
  'checkout.today': { uz: 'Bugun', ru: 'Сегодня', eng: 'Today' },
  'checkout.tomorrow': { uz: 'Ertaga', ru: 'Завтра', eng: 'Tomorrow' },
  'checkout.noSlotsDay': {
    uz: "Bu kunga bo'sh vaqt qolmadi",
    ru: 'На этот день свободного времени нет',
    eng: 'No time left on this day',
  },
  'checkout.noSlots': {
    uz: "Yaqin kunlarda buyurtma uchun vaqt yo'q.",
    ru: 'В ближайшие дни нет времени для заказа.',
    eng: 'There is no time to order for in the coming days.',
  },
  'checkout.chooseTime': { uz: 'Vaqtni tanlang', ru: 'Выберите время', eng: 'Choose a time' },
  'checkout.asapClosed': {
    uz: 'Filial hozir yopiq, {opens}. Eng yaqin bo‘sh vaqt tanlandi.',
    ru: 'Филиал сейчас закрыт, {opens}. Выбрано ближайшее доступное время.',
    eng: 'The branch is closed now and {opens}. The first available time is chosen.',
  },
  'checkout.asapClosedNow': {
    uz: 'Filial hozir yopiq. Eng yaqin bo‘sh vaqt tanlandi.',
    ru: 'Филиал сейчас закрыт. Выбрано ближайшее доступное время.',
    eng: 'The branch is closed now. The first available time is chosen.',
  },
  'checkout.asapNoDelivery': {
    uz: 'Hozir yetkazib berish ishlamayapti. Eng yaqin bo‘sh vaqt tanlandi.',
    ru: 'Сейчас доставка не работает. Выбрано ближайшее доступное время.',
    eng: 'Delivery is not running now. The first available time is chosen.',
  },
  'checkout.pausedThen': {
    uz: 'Filial bu vaqtda buyurtma qabul qilmaydi. Boshqa vaqt yoki filialni tanlang.',
    ru: 'Филиал не принимает заказы на это время. Выберите другое время или филиал.',
    eng: 'The branch is not taking orders for this time. Choose another time or branch.',
  },

  // Payment
  'checkout.payment': { uz: "To'lov usuli", ru: 'Способ оплаты', eng: 'Payment' },
  'checkout.pay.CASH': { uz: 'Naqd pul', ru: 'Наличными', eng: 'Cash' },
  'checkout.pay.TERMINAL': {
    uz: 'Karta orqali (terminal)',
    ru: 'Картой через терминал',
    eng: 'Card (terminal)',
  },
  'checkout.pay.PAYME': { uz: 'Payme', ru: 'Payme', eng: 'Payme' },
  'checkout.pay.CLICK': { uz: 'Click', ru: 'Click', eng: 'Click' },
  'checkout.pay.UZUM': { uz: 'Uzum', ru: 'Uzum', eng: 'Uzum' },
  'checkout.pay.hint.CASH': {
    uz: 'Buyurtmani olganda',
    ru: 'При получении',
    eng: 'When you get the order',
  },
  'checkout.pay.hint.TERMINAL': {
    uz: 'Kuryer yoki kassada',
    ru: 'Курьеру или на кассе',
    eng: 'To the courier or at the counter',
  },
  'checkout.pay.hint.ONLINE': {
    uz: 'To‘lov sahifasida, buyurtmadan so‘ng darhol',
    ru: 'На странице оплаты сразу после заказа',
    eng: 'On the payment page, right after ordering',
  },
  'checkout.choosePayment': {
    uz: "To'lov usulini tanlang",
    ru: 'Выберите способ оплаты',
    eng: 'Choose how to pay',
  },
  'checkout.noPayment': {
    uz: "To'lov usullari yoqilmagan.",
    ru: 'Способы оплаты не включены.',
    eng: 'No payment method is switched on.',
  },

  // Promo code
  'checkout.promo': { uz: 'Promokod', ru: 'Промокод', eng: 'Promo code' },
  'checkout.promoPlaceholder': { uz: 'Kodni kiriting', ru: 'Введите код', eng: 'Enter the code' },
  'checkout.promoApply': { uz: "Qo'llash", ru: 'Применить', eng: 'Apply' },
  'checkout.promoChecking': { uz: 'Tekshirilmoqda…', ru: 'Проверяем…', eng: 'Checking…' },
  'checkout.promoApplied': {
    uz: '{code} promokodi qo‘llandi',
    ru: 'Промокод {code} применён',
    eng: 'Promo code {code} applied',
  },
  'checkout.promoRemove': {
    uz: '{code} promokodini olib tashlash',
    ru: 'Убрать промокод {code}',
    eng: 'Remove promo code {code}',
  },
  'checkout.promoFailed': {
    uz: "Promokodni tekshirib bo'lmadi.",
    ru: 'Не удалось проверить промокод.',
    eng: 'Could not check the promo code.',
  },

  // Cashback
  'checkout.cashback': { uz: 'Keshbek', ru: 'Кешбэк', eng: 'Cashback' },
  'checkout.cashbackBalance': {
    uz: 'Balansingiz: {amount}',
    ru: 'На балансе: {amount}',
    eng: 'Balance: {amount}',
  },
  'checkout.cashbackUse': { uz: "Keshbek bilan to'lash", ru: 'Оплатить кешбэком', eng: 'Pay with cashback' },
  'checkout.cashbackChange': { uz: "O'zgartirish", ru: 'Изменить', eng: 'Change' },
  'checkout.cashbackRemove': { uz: 'Bekor qilish', ru: 'Не использовать', eng: "Don't use" },
  'checkout.cashbackApplied': {
    uz: '{amount} keshbek bilan to‘lanadi',
    ru: '{amount} оплатим кешбэком',
    eng: '{amount} paid with cashback',
  },
  'checkout.cashbackEmpty': {
    uz: "Hozircha keshbek yo'q — har bir buyurtmadan to'planadi.",
    ru: 'Кешбэка пока нет — он копится с каждого заказа.',
    eng: 'No cashback yet — it builds up with every order.',
  },
  'checkout.cashbackDialog': { uz: "Keshbek bilan to'lash", ru: 'Оплата кешбэком', eng: 'Pay with cashback' },
  'checkout.cashbackAmount': { uz: 'Qancha ishlatasiz?', ru: 'Сколько списать?', eng: 'How much to use?' },
  'checkout.cashbackMax': {
    uz: "Ko'pi bilan {amount}",
    ru: 'Не больше {amount}',
    eng: 'Up to {amount}',
  },
  'checkout.cashbackAll': { uz: 'Hammasini', ru: 'Всё', eng: 'All of it' },
  'checkout.cashbackApply': { uz: "Qo'llash", ru: 'Применить', eng: 'Apply' },
  'checkout.cashbackCancel': { uz: 'Bekor qilish', ru: 'Отмена', eng: 'Cancel' },
  'checkout.cashbackTooMuch': {
    uz: "Ko'pi bilan {amount} ishlatish mumkin",
    ru: 'Можно списать не больше {amount}',
    eng: 'You can use up to {amount}',
  },
  'checkout.cashbackLoading': {
    uz: 'Keshbek balansi yuklanmoqda…',
    ru: 'Загружаем баланс кешбэка…',
    eng: 'Loading your cashback balance…',
  },

  // Comments and cheque
  'checkout.extras': { uz: "Qo'shimcha", ru: 'Дополнительно', eng: 'Extras' },
  'checkout.comment': { uz: 'Buyurtmaga izoh', ru: 'Комментарий к заказу', eng: 'Order note' },
  'checkout.commentPlaceholder': {
    uz: 'Masalan: piyozsiz, sanchqi kerak emas',
    ru: 'Например: без лука, приборы не нужны',
    eng: 'e.g. no onions, no cutlery',
  },
  'checkout.sendCheque': {
    uz: 'Chekni SMS orqali yuborish',
    ru: 'Отправить чек по SMS',
    eng: 'Text me the receipt',
  },
  'checkout.chequePhone': { uz: 'Chek uchun telefon', ru: 'Телефон для чека', eng: 'Phone for the receipt' },
  'checkout.chequePhoneInvalid': {
    uz: "Telefon raqamini to'liq kiriting",
    ru: 'Введите номер телефона полностью',
    eng: 'Please enter the whole phone number',
  },

  // Summary and totals
  'checkout.summary': { uz: 'Buyurtmangiz', ru: 'Ваш заказ', eng: 'Your order' },
  'checkout.items': { uz: 'Buyurtmadagi mahsulotlar', ru: 'Товары в заказе', eng: 'Items in the order' },
  'checkout.editBasket': { uz: 'Savatni tahrirlash', ru: 'Изменить корзину', eng: 'Edit the basket' },
  'checkout.products': { uz: 'Mahsulotlar', ru: 'Товары', eng: 'Products' },
  'checkout.productDiscount': { uz: 'Chegirma', ru: 'Скидка', eng: 'Discount' },
  'checkout.promoDiscount': { uz: 'Promokod', ru: 'Промокод', eng: 'Promo code' },
  'checkout.delivery': { uz: 'Yetkazib berish', ru: 'Доставка', eng: 'Delivery' },
  'checkout.deliveryDiscount': {
    uz: 'Yetkazib berishga chegirma',
    ru: 'Скидка на доставку',
    eng: 'Delivery discount',
  },
  'checkout.cashbackLine': { uz: 'Keshbek', ru: 'Кешбэк', eng: 'Cashback' },
  'checkout.total': { uz: 'Jami', ru: 'Итого', eng: 'Total' },
  'checkout.pending': { uz: 'hisoblanmoqda', ru: 'считаем', eng: 'calculating' },
  // Issue 19: the delivery line before an address, instead of "0 so'm".
  'checkout.deliveryNoAddress': {
    uz: 'manzilni tanlang',
    ru: 'выберите адрес',
    eng: 'choose an address',
  },
  'checkout.confirm': { uz: 'Buyurtmani tasdiqlash', ru: 'Подтвердить заказ', eng: 'Confirm order' },
  'checkout.sending': { uz: 'Yuborilmoqda…', ru: 'Отправляем…', eng: 'Sending…' },
  'checkout.offline': {
    uz: 'Internet yo‘q: buyurtma berish uchun internetga ulaning',
    ru: 'Нет подключения к интернету: подключитесь, чтобы оформить заказ',
    eng: 'You are offline: connect to place the order',
  },
  'checkout.sentTitle': { uz: 'Buyurtma yuborildi', ru: 'Заказ отправлен', eng: 'Order sent' },
  'checkout.sentText': {
    uz: 'Restoran qabul qilishi bilan xabar beramiz',
    ru: 'Сообщим, как только ресторан его примет',
    eng: 'We will let you know as soon as the restaurant accepts it',
  },
  'checkout.failed': {
    uz: "Buyurtmani yuborib bo'lmadi. Qayta urinib ko'ring.",
    ru: 'Не удалось отправить заказ. Попробуйте ещё раз.',
    eng: 'Could not place the order. Please try again.',
  },
  'checkout.fix': {
    uz: "Buyurtmani yuborishdan oldin belgilangan joylarni to'ldiring.",
    ru: 'Перед отправкой заполните отмеченные поля.',
    eng: 'Please complete the marked parts before sending.',
  },

  // Map screens
  'checkout.deliveryPointTitle': {
    uz: 'Yetkazib berish nuqtasi',
    ru: 'Куда доставить',
    eng: 'Where to deliver',
  },
  'checkout.addressLine': { uz: "Ko'cha va uy", ru: 'Улица и дом', eng: 'Street and house' },
  'checkout.addressLinePlaceholder': {
    uz: "Masalan: Amir Temur ko'chasi, 15",
    ru: 'Например: улица Амира Темура, 15',
    eng: 'e.g. 15 Amir Temur street',
  },
  'checkout.deliverHere': { uz: 'Shu manzilga yetkazish', ru: 'Доставить сюда', eng: 'Deliver here' },
  'checkout.pickupTitle': {
    uz: 'Olib ketish filialini tanlang',
    ru: 'Выберите пункт самовывоза',
    eng: 'Choose a pick-up point',
  },
  'checkout.pickupHere': { uz: 'Shu yerdan olaman', ru: 'Заберу отсюда', eng: 'Pick up here' },
  'checkout.pickupOn': { uz: 'Tanlash: {name}', ru: 'Выбрать: {name}', eng: 'Choose {name}' },
  'checkout.asMap': { uz: 'Xaritada', ru: 'На карте', eng: 'On the map' },
  'checkout.asList': { uz: "Ro'yxat", ru: 'Списком', eng: 'As a list' },
  'checkout.pickupMap': { uz: 'Filiallar xaritasi', ru: 'Филиалы на карте', eng: 'Branches on the map' },
  'checkout.mapLoading': { uz: 'Xarita yuklanmoqda…', ru: 'Загружаем карту…', eng: 'Loading the map…' },
  'checkout.mapUnavailable': {
    uz: "Xarita hozir ochilmadi. Filialni ro'yxatdan tanlang.",
    ru: 'Карта сейчас недоступна. Выберите филиал из списка.',
    eng: 'The map is unavailable right now. Choose a branch from the list.',
  },
  'checkout.backToCheckout': {
    uz: 'Rasmiylashtirishga qaytish',
    ru: 'Назад к оформлению',
    eng: 'Back to checkout',
  },
});
