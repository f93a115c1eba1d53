import { defineMessages } from '@dastarkhan/client/messages';

/** `/console/staff`. */
export const staffMessages = defineMessages({
  'staff.title': { uz: 'Xodimlar', ru: 'Сотрудники', eng: 'Staff' },
  'staff.list': { uz: 'Jamoa', ru: 'Команда', eng: 'Team' },
  'staff.add': { uz: 'Xodim qo‘shish', ru: 'Добавить сотрудника', eng: 'Add a member of staff' },
  'staff.addButton': { uz: 'Qo‘shish', ru: 'Добавить', eng: 'Add' },
  'staff.phone': { uz: 'Telefon raqami', ru: 'Номер телефона', eng: 'Phone number' },
  'staff.phoneInvalid': {
    uz: 'Raqamni to‘liq kiriting',
    ru: 'Введите номер полностью',
    eng: 'Enter the whole number',
  },
  'staff.firstName': { uz: 'Ismi (ixtiyoriy)', ru: 'Имя (необязательно)', eng: 'Name (optional)' },
  'staff.role': { uz: 'Rol', ru: 'Роль', eng: 'Role' },
  'staff.branches': { uz: 'Filiallar', ru: 'Филиалы', eng: 'Branches' },
  'staff.allBranches': { uz: 'Barcha filiallar', ru: 'Все филиалы', eng: 'All branches' },
  'staff.pickBranch': {
    uz: 'Kamida bitta filialni tanlang',
    ru: 'Выберите хотя бы один филиал',
    eng: 'Choose at least one branch',
  },
  'staff.noName': { uz: 'Ismsiz', ru: 'Без имени', eng: 'No name' },
  'staff.you': { uz: 'siz', ru: 'вы', eng: 'you' },
  'staff.change': { uz: 'O‘zgartirish', ru: 'Изменить', eng: 'Change' },
  'staff.save': { uz: 'Saqlash', ru: 'Сохранить', eng: 'Save' },
  'staff.cancel': { uz: 'Bekor qilish', ru: 'Отмена', eng: 'Cancel' },
  'staff.remove': { uz: 'O‘chirish', ru: 'Удалить', eng: 'Remove' },
  'staff.removeTitle': { uz: '{name} o‘chirilsinmi?', ru: 'Удалить {name}?', eng: 'Remove {name}?' },
  'staff.removeText': {
    uz: 'U panelga kira olmaydi va barcha qurilmalardagi seanslari tugaydi. Mijoz sifatida buyurtma berishi mumkin.',
    ru: 'Сотрудник больше не сможет войти в панель, его сеансы на всех устройствах завершатся. Заказывать как клиент он сможет.',
    eng: 'They can no longer sign in to the console and their sessions end on every device. They can still order as a customer.',
  },
  'staff.removeConfirm': { uz: 'Ha, o‘chirish', ru: 'Да, удалить', eng: 'Yes, remove' },
  'staff.removed': { uz: '{name} o‘chirildi', ru: '{name} удалён(а)', eng: '{name} removed' },
});
