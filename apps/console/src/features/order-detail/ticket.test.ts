import type { StaffOrder } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { buildKitchenTicket, buildReceipt, type TicketBlock } from './ticket';

const name = (eng: string, ru = eng, uz = eng) => ({ uz, ru, eng });

function createOrder(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    number: 1042,
    serviceType: 'DELIVERY',
    cartItems: [
      {
        product: {
          id: 1,
          name: name('Plov', 'Плов', 'Osh'),
          costPrice: 45_000,
          discount: 0,
          count: 2,
          productBranch: [],
        },
        modifications: [
          { id: 7, name: name('Extra meat', 'Доп. мясо', 'Qo‘shimcha go‘sht'), count: 1, price: 10_000 },
        ],
      },
      {
        product: { id: 2, name: name('Tea'), costPrice: 5_000, discount: 0, count: 1, productBranch: [] },
        modifications: [],
      },
    ],
    totals: {
      productPrice: 115_000,
      productDiscount: 0,
      productCount: 3,
      totalProductPrice: 105_000,
      totalProductDiscount: 10_000,
      deliveryPrice: 12_000,
      deliveryDiscount: 0,
      cashback: 0,
      totalDiscount: 10_000,
      totalPrice: 117_000,
    },
    comment: 'No onions',
    courierComment: null,
    createdDate: '2026-11-23T07:05:00.000Z',
    deliveryAt: null,
    promisedAt: '2026-11-23T07:50:00.000Z',
    tableId: null,
    paymentType: 'CASH',
    isPaid: false,
    branchDetails: {
      id: 3,
      name: name('Chilanzar'),
      address: '',
      addressText: null,
      phone: null,
      latitude: 41,
      longitude: 69,
    },
    ...overrides,
  } as StaffOrder;
}

const texts = (blocks: TicketBlock[]) =>
  blocks.flatMap((b) =>
    b.kind === 'rule'
      ? []
      : b.kind === 'row'
        ? [`${b.label} ${b.amount}`]
        : b.kind === 'item'
          ? [`${b.count}× ${b.name}`]
          : [b.text],
  );

describe('the kitchen ticket', () => {
  it('leads with the number and how the order leaves, with the promised time on the Tashkent clock', () => {
    const ticket = buildKitchenTicket(createOrder(), 'eng');
    expect(ticket.blocks[0]).toEqual({ kind: 'number', text: '#1042' });
    expect(texts(ticket.blocks)).toEqual(
      expect.arrayContaining(['DELIVERY', 'Deliver by 12:50', 'Placed: 12:05']),
    );
  });

  it('lists items with counts and options, the comment, and no price at all', () => {
    const ticket = buildKitchenTicket(createOrder(), 'ru');
    const items = ticket.blocks.filter((b) => b.kind === 'item');
    expect(items[0]).toEqual({ kind: 'item', count: 2, name: 'Плов', options: ['Доп. мясо'] });
    expect(items.every((b) => b.kind === 'item' && b.amount === undefined)).toBe(true);
    expect(JSON.stringify(ticket.blocks)).not.toMatch(/сум/);
    expect(texts(ticket.blocks)).toContain('Комментарий: No onions');
  });

  it('says pick-up, or the table for dine-in', () => {
    expect(
      texts(buildKitchenTicket(createOrder({ serviceType: 'PICK_UP', promisedAt: null }), 'uz').blocks),
    ).toContain('OLIB KETISH');
    expect(
      texts(buildKitchenTicket(createOrder({ serviceType: 'DINE_IN', tableId: 12 }), 'eng').blocks),
    ).toContain('Table 12');
  });
});

describe('the customer receipt', () => {
  it('names the merchant, prices each line with its options, and totals in so’m', () => {
    const receipt = buildReceipt(createOrder(), 'uz', 'Demo Kafe');
    expect(receipt.blocks[0]).toEqual({ kind: 'heading', text: 'Demo Kafe' });
    expect(texts(receipt.blocks)).toContain('23.11.2026 12:05');
    const plov = receipt.blocks.find((b) => b.kind === 'item' && b.name === 'Osh');
    expect(plov).toMatchObject({ amount: "110\u00a0000\u00a0so'm" });
    expect(texts(receipt.blocks)).toEqual(
      expect.arrayContaining([
        "Chegirma -10\u00a0000\u00a0so'm",
        "Yetkazib berish 12\u00a0000\u00a0so'm",
        "Jami 117\u00a0000\u00a0so'm",
      ]),
    );
  });

  it('says how it is paid and whether it is paid', () => {
    const unpaid = texts(buildReceipt(createOrder(), 'eng', 'Demo').blocks);
    expect(unpaid).toEqual(expect.arrayContaining(['Payment: Cash', 'Not paid']));
    const paid = texts(
      buildReceipt(createOrder({ paymentType: 'PAYME', isPaid: true }), 'ru', 'Demo').blocks,
    );
    expect(paid).toEqual(expect.arrayContaining(['Оплата: Payme', 'Оплачен']));
  });
});
