import { useToast } from '@dastarkhan/client';
import type {
  BulkPriceResult,
  CategoryWrite,
  EditableCategory,
  EditableGroup,
  EditableMenu,
  EditableProduct,
  GroupWrite,
  MenuDeleteResult,
  MenuItemKind,
  ProductWriteInput,
} from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { type ConsoleApiError, useApi } from '../../app/session';

export type MenuState =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'ready'; menu: EditableMenu };

const BASE = '/products/v1/operator';

/**
 * The editable menu and every change to it. Hide/show and reordering are optimistic (the list
 * moves at once; a refusal puts it back and says why); saves wait for the server, whose field
 * errors the forms show where they belong.
 */
export function useMenuEditor() {
  const api = useApi();
  const toast = useToast();
  const [state, setState] = useState<MenuState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once and on retry, not for a new language.
  useEffect(() => {
    let live = true;
    void api.get<EditableMenu>(`${BASE}/menu`).then(([error, menu]) => {
      if (!live) return;
      setState(error ? { status: 'error', text: error.text } : { status: 'ready', menu: menu! });
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(async () => {
    const [error, menu] = await api.get<EditableMenu>(`${BASE}/menu`);
    if (!error) setState({ status: 'ready', menu: menu! });
  }, [api]);

  const patch = useCallback(
    (change: (menu: EditableMenu) => EditableMenu) =>
      setState((prev) => (prev.status === 'ready' ? { ...prev, menu: change(prev.menu) } : prev)),
    [],
  );

  /** An optimistic change: applied now, undone (and said) when the server refuses. */
  const optimistic = useCallback(
    async (
      change: (menu: EditableMenu) => EditableMenu,
      call: () => Promise<[ConsoleApiError | null, EditableMenu | null]>,
    ) => {
      let before: EditableMenu | null = null;
      setState((prev) => {
        if (prev.status !== 'ready') return prev;
        before = prev.menu;
        return { ...prev, menu: change(prev.menu) };
      });
      const [error, menu] = await call();
      if (error) {
        if (before) setState({ status: 'ready', menu: before });
        toast({ kind: 'error', text: error.text });
        return false;
      }
      if (menu) setState({ status: 'ready', menu });
      return true;
    },
    [toast],
  );

  const setVisible = useCallback(
    (kind: 'group' | 'category' | 'product' | 'option', id: number, visible: boolean) =>
      optimistic(
        (menu) => ({
          ...menu,
          groups:
            kind === 'group'
              ? menu.groups.map((g) => (g.id === id ? { ...g, isActive: visible } : g))
              : menu.groups,
          categories:
            kind === 'category'
              ? menu.categories.map((c) => (c.id === id ? { ...c, isActive: visible } : c))
              : menu.categories,
          products:
            kind === 'product'
              ? menu.products.map((p) => (p.id === id ? { ...p, active: visible } : p))
              : menu.products,
        }),
        () => api.put<EditableMenu>(`${BASE}/visibility`, { kind, id, visible }),
      ),
    [api, optimistic],
  );

  const reorder = useCallback(
    (kind: MenuItemKind, parentId: number | null, ids: number[]) =>
      optimistic(
        (menu) => {
          const rank = new Map(ids.map((id, i) => [id, i]));
          const sort = <T extends { id: number; priority: number }>(list: T[]) =>
            list
              .map((item) => (rank.has(item.id) ? { ...item, priority: rank.get(item.id)! } : item))
              .sort((a, b) => a.priority - b.priority || a.id - b.id);
          if (kind === 'product') return { ...menu, products: sort(menu.products) };
          if (kind === 'category') return { ...menu, categories: sort(menu.categories) };
          if (kind === 'group') return { ...menu, groups: sort(menu.groups) };
          return menu;
        },
        () => api.put<EditableMenu>(`${BASE}/order`, { kind, parentId, ids }),
      ),
    [api, optimistic],
  );

  const saveProduct = useCallback(
    async (id: number | null, body: ProductWriteInput) => {
      const [error, product] = id
        ? await api.put<EditableProduct>(`${BASE}/products/${id}`, body)
        : await api.post<EditableProduct>(`${BASE}/products`, body);
      if (error) return { error };
      patch((menu) => ({
        ...menu,
        products: id ? menu.products.map((p) => (p.id === id ? product! : p)) : [...menu.products, product!],
      }));
      return { product: product! };
    },
    [api, patch],
  );

  const deleteProduct = useCallback(
    async (id: number) => {
      const [error, result] = await api.delete<MenuDeleteResult>(`${BASE}/products/${id}`);
      if (error) return { error };
      patch((menu) => ({ ...menu, products: menu.products.filter((p) => p.id !== id) }));
      return { result: result! };
    },
    [api, patch],
  );

  const saveCategory = useCallback(
    async (id: number | null, body: CategoryWrite) => {
      const [error, category] = id
        ? await api.put<EditableCategory>(`${BASE}/categories/${id}`, body)
        : await api.post<EditableCategory>(`${BASE}/categories`, body);
      if (error) return { error };
      patch((menu) => ({
        ...menu,
        categories: id
          ? menu.categories.map((c) => (c.id === id ? category! : c))
          : [...menu.categories, category!],
      }));
      return { category: category! };
    },
    [api, patch],
  );

  const deleteCategory = useCallback(
    async (id: number) => {
      const [error] = await api.delete<MenuDeleteResult>(`${BASE}/categories/${id}`);
      if (error) return { error };
      patch((menu) => ({ ...menu, categories: menu.categories.filter((c) => c.id !== id) }));
      return {};
    },
    [api, patch],
  );

  const deleteGroup = useCallback(
    async (id: number) => {
      const [error] = await api.delete<MenuDeleteResult>(`${BASE}/groups/${id}`);
      if (error) return { error };
      patch((menu) => ({ ...menu, groups: menu.groups.filter((g) => g.id !== id) }));
      return {};
    },
    [api, patch],
  );

  const saveGroup = useCallback(
    async (id: number | null, body: GroupWrite) => {
      const [error, group] = id
        ? await api.put<EditableGroup>(`${BASE}/groups/${id}`, body)
        : await api.post<EditableGroup>(`${BASE}/groups`, body);
      if (error) return { error };
      patch((menu) => ({
        ...menu,
        groups: id ? menu.groups.map((g) => (g.id === id ? group! : g)) : [...menu.groups, group!],
      }));
      return { group: group! };
    },
    [api, patch],
  );

  const movePrices = useCallback(
    async (categoryId: number, percent: number) => {
      const [error, result] = await api.post<BulkPriceResult>(`${BASE}/categories/${categoryId}/prices`, {
        percent,
      });
      if (error) return { error };
      const after = new Map(result!.products.map((p) => [p.id, p.after]));
      patch((menu) => ({
        ...menu,
        products: menu.products.map((p) => (after.has(p.id) ? { ...p, costPrice: after.get(p.id)! } : p)),
      }));
      // Per-branch prices moved too: the fresh menu has them.
      void reload();
      return { result: result! };
    },
    [api, reload, patch],
  );

  return {
    state,
    retry: () => setAttempt((n) => n + 1),
    reload,
    setVisible,
    reorder,
    saveProduct,
    deleteProduct,
    saveCategory,
    deleteCategory,
    deleteGroup,
    saveGroup,
    movePrices,
  };
}

export type MenuEditor = ReturnType<typeof useMenuEditor>;
