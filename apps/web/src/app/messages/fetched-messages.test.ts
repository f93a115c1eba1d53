import { describe, expect, it } from 'vitest';
import {
  addFetchedMessages,
  hasRouteMessages,
  keepShippedMessages,
  messagesVersion,
  withFetchedMessages,
} from './fetched-messages';

describe('messages of a tab', () => {
  it('keeps what the first page shipped after the root data moves on, and adds fetched routes', () => {
    keepShippedMessages('ru', ['root', 'routes/home'], { 'menu.add': ['Добавить'] });
    expect(hasRouteMessages('ru', 'routes/home')).toBe(true);
    expect(hasRouteMessages('uz', 'routes/home')).toBe(false);

    const before = messagesVersion.get();
    addFetchedMessages('ru', 'routes/basket', { 'basket.title': ['Корзина'] });
    expect(messagesVersion.get()).toBe(before + 1);
    expect(hasRouteMessages('ru', 'routes/basket')).toBe(true);

    // The root data now carries another page's messages (revalidated there): home's stay.
    const shipped = { 'search.title': ['Поиск'] };
    expect(withFetchedMessages('ru', shipped)).toEqual({
      'menu.add': ['Добавить'],
      'basket.title': ['Корзина'],
      'search.title': ['Поиск'],
    });
    expect(withFetchedMessages('uz', shipped)).toBe(shipped);
  });
});
