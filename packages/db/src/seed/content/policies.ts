// Terms of use and privacy policy texts, shared by the demo tenants (the brand is filled in).
import { paragraphs, t } from './helpers.js';
import type { Text } from './types.js';

export interface LegalParty {
  brand: string;
  legalName: string; // e.g. '"Dastarkhan Food" MChJ'
  phone: string; // shown as is
  email: string;
}

export function termsOfUse(p: LegalParty): Text {
  return paragraphs([
    t(
      `Ushbu foydalanish shartlari ${p.brand} veb-sayti va ilovasi orqali buyurtma berish tartibini belgilaydi. Sayt egasi — ${p.legalName}. Buyurtma berish orqali siz ushbu shartlarga rozilik bildirasiz.`,
      `Настоящие условия использования определяют порядок оформления заказов через сайт и приложение ${p.brand}. Владелец сайта — ${p.legalName}. Оформляя заказ, вы соглашаетесь с этими условиями.`,
      `These terms of use govern ordering through the ${p.brand} website and app. The site is operated by ${p.legalName}. By placing an order you accept these terms.`,
    ),
    t(
      "Buyurtma uchun telefon raqamingizni SMS-kod orqali tasdiqlaysiz. Buyurtma filial tomonidan qabul qilinganidan so'ng tayyorlanishni boshlaydi; holati haqida xabarnoma yuboriladi.",
      'Для заказа вы подтверждаете номер телефона кодом из SMS. Заказ начинают готовить после того, как его примет филиал; о смене статуса вы получите уведомление.',
      'To order, you confirm your phone number with a code sent by SMS. Cooking starts once the branch accepts the order, and you are notified whenever its status changes.',
    ),
    t(
      "Narxlar so'mda ko'rsatilgan va QQSni o'z ichiga oladi. Yakuniy summa buyurtma rasmiylashtirilayotganda serverda qayta hisoblanadi: mahsulotlar, chegirmalar, promokod, yetkazib berish narxi va keshbek hisobga olinadi.",
      'Цены указаны в сумах и включают НДС. Итоговая сумма пересчитывается при оформлении заказа с учётом товаров, скидок, промокода, стоимости доставки и кешбэка.',
      "Prices are in so'm and include VAT. The final amount is recalculated when the order is placed, taking into account items, discounts, promo code, delivery fee and cashback.",
    ),
    t(
      "Yetkazib berish vaqti taxminiy va ob-havo, yo'l harakati hamda buyurtmalar soniga bog'liq. Buyurtmani qabul qilishdan oldin uni tekshiring; muammo bo'lsa, darhol operatorga qo'ng'iroq qiling.",
      'Время доставки ориентировочное и зависит от погоды, дорожной ситуации и загрузки кухни. Проверьте заказ при получении; если что-то не так, сразу позвоните оператору.',
      'Delivery times are estimates and depend on weather, traffic and how busy the kitchen is. Please check your order on arrival and call the operator straight away if anything is wrong.',
    ),
    t(
      `Buyurtmani tayyorlash boshlanmaguncha bekor qilish mumkin. Onlayn to'lov qilingan bo'lsa, mablag' 3 ish kuni ichida kartangizga qaytariladi. Savollar bo'yicha: ${p.phone}, ${p.email}.`,
      `Заказ можно отменить, пока его не начали готовить. Если заказ оплачен онлайн, деньги вернутся на карту в течение 3 рабочих дней. По вопросам: ${p.phone}, ${p.email}.`,
      `You can cancel an order until cooking has started. If you paid online, the money is returned to your card within 3 working days. Questions: ${p.phone}, ${p.email}.`,
    ),
  ]);
}

export function privacyPolicy(p: LegalParty): Text {
  return paragraphs([
    t(
      `${p.legalName} (${p.brand}) shaxsiy ma'lumotlaringizni O'zbekiston Respublikasining "Shaxsga doir ma'lumotlar to'g'risida"gi qonuniga muvofiq qayta ishlaydi.`,
      `${p.legalName} (${p.brand}) обрабатывает ваши персональные данные в соответствии с Законом Республики Узбекистан «О персональных данных».`,
      `${p.legalName} (${p.brand}) processes your personal data in accordance with the Law of the Republic of Uzbekistan "On Personal Data".`,
    ),
    t(
      "Biz faqat buyurtmani bajarish uchun zarur ma'lumotlarni yig'amiz: ism, telefon raqami, yetkazib berish manzili, buyurtmalar tarixi va, agar xohlasangiz, tug'ilgan kun.",
      'Мы собираем только данные, нужные для выполнения заказа: имя, номер телефона, адрес доставки, историю заказов и, по вашему желанию, дату рождения.',
      'We collect only what is needed to fulfil your orders: name, phone number, delivery address, order history and, if you choose, your birthday.',
    ),
    t(
      "Karta ma'lumotlari to'lov tizimlari (Payme, Click, Uzum) tomonida saqlanadi; biz to'liq karta raqamini saqlamaymiz. Ma'lumotlar O'zbekiston hududidagi serverlarda saqlanadi.",
      'Данные карт хранятся на стороне платёжных систем (Payme, Click, Uzum); полный номер карты мы не храним. Данные хранятся на серверах на территории Узбекистана.',
      'Card details are kept by the payment providers (Payme, Click, Uzum); we never store the full card number. Data is stored on servers located in Uzbekistan.',
    ),
    t(
      "Ma'lumotlaringiz uchinchi shaxslarga faqat buyurtmani yetkazish uchun (kuryer xizmati) yoki qonun talab qilganda beriladi. Reklama xabarnomalarini istalgan vaqtda o'chirib qo'yishingiz mumkin.",
      'Ваши данные передаются третьим лицам только для доставки заказа (курьерская служба) или по требованию закона. От рекламных уведомлений можно отказаться в любой момент.',
      'Your data is shared with third parties only to deliver your order (courier service) or when the law requires it. You can switch off promotional notifications at any time.',
    ),
    t(
      `Ma'lumotlaringizni o'chirish yoki nusxasini olish uchun ${p.email} manziliga yozing — so'rov 10 kun ichida ko'rib chiqiladi.`,
      `Чтобы удалить свои данные или получить их копию, напишите на ${p.email} — запрос рассматривается в течение 10 дней.`,
      `To delete your data or receive a copy of it, write to ${p.email}; requests are handled within 10 days.`,
    ),
  ]);
}
