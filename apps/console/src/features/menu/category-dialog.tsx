import { useT } from '@dastarkhan/client';
import {
  type CategoryWrite,
  type EditableCategory,
  type EditableGroup,
  type EditableMenu,
  type GroupWrite,
  MENU_TEXT_MAX,
  type Multilingual,
} from '@dastarkhan/domain';
import { useEffect, useState } from 'react';
import type { ConsoleApiError } from '../../app/session';
import { Field, type FieldError, TextTriple } from './menu-fields';
import { Modal } from './modal';

export type CategoryTarget = { category: EditableCategory | null } | { group: EditableGroup | null };

/** Create or rename a category (and choose its group), or create, rename or hide a group. */
export function CategoryDialog({
  menu,
  target,
  onClose,
  onSaveCategory,
  onSaveGroup,
  onDeleteCategory,
  onDeleteGroup,
  onMoveGroup,
}: {
  menu: EditableMenu;
  target: CategoryTarget | null;
  onClose: () => void;
  onSaveCategory: (
    id: number | null,
    body: CategoryWrite,
  ) => Promise<{ error?: ConsoleApiError; category?: EditableCategory }>;
  onSaveGroup: (id: number | null, body: GroupWrite) => Promise<{ error?: ConsoleApiError }>;
  onDeleteCategory: (id: number) => Promise<{ error?: ConsoleApiError }>;
  /** The server refuses a group that still has categories (GROUP_NOT_EMPTY), with the reason. */
  onDeleteGroup: (id: number) => Promise<{ error?: ConsoleApiError }>;
  /** One place earlier (-1) or later (+1) among the groups: the storefront's tabs follow. */
  onMoveGroup: (id: number, by: -1 | 1) => void;
}) {
  const { t, tx } = useT();
  const isGroup = target !== null && 'group' in target;
  const category = target && 'category' in target ? target.category : null;
  const group = target && 'group' in target ? target.group : null;
  const [hidden, setHidden] = useState(false);
  const [name, setName] = useState<Multilingual>({ uz: '', ru: '', eng: '' });
  const [groupId, setGroupId] = useState<number | null>(null);
  const [error, setError] = useState<FieldError>(null);
  const [general, setGeneral] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens, not on every menu change.
  useEffect(() => {
    if (!target) return;
    setName({ uz: '', ru: '', eng: '', ...(group?.name ?? category?.name) });
    setHidden(group ? !group.isActive : false);
    setGroupId(category ? category.groupId : (menu.groups[0]?.id ?? null));
    setError(null);
    setGeneral(null);
  }, [target]);

  const show = (problem: ConsoleApiError) => {
    if (problem.field) setError({ field: problem.field, text: problem.text });
    setGeneral(problem.text);
  };

  const save = async () => {
    const result = isGroup
      ? await onSaveGroup(group?.id ?? null, {
          name,
          icon: group?.icon ?? null,
          image: group?.image ?? null,
          bgColor: group?.bgColor ?? null,
          iconBgColor: group?.iconBgColor ?? null,
          isActive: !hidden,
        })
      : await onSaveCategory(category?.id ?? null, {
          name,
          groupId,
          image: category?.image ?? null,
          textColor: category?.textColor ?? null,
          viewType: category?.viewType ?? 'MEDIUM',
          isWithoutCart: category?.isWithoutCart ?? false,
          scrollType: category?.scrollType ?? 'VERTICAL',
          navigationType: category?.navigationType ?? 'POP_UP',
          isActive: category?.isActive ?? true,
        });
    if (result.error) show(result.error);
    else onClose();
  };

  const title = isGroup
    ? group
      ? t('menu.editGroup')
      : t('menu.newGroup')
    : category
      ? t('menu.editCategory')
      : t('menu.newCategory');
  return (
    <Modal open={target !== null} onClose={onClose} labelledBy="menu-category-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 id="menu-category-title">{title}</h2>
        {general && (
          <p className="menu-banner-error" role="alert">
            {general}
          </p>
        )}
        <TextTriple
          label={t('menu.name')}
          value={name}
          onChange={setName}
          active={menu.languages}
          field="name"
          error={error}
          maxLength={MENU_TEXT_MAX.name}
        />
        {!isGroup && menu.groups.length > 0 && (
          <Field label={t('menu.group')} field="groupId" error={error}>
            {(p) => (
              <select
                {...p}
                value={groupId ?? ''}
                onChange={(e) => setGroupId(e.target.value === '' ? null : Number(e.target.value))}
              >
                {menu.groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {tx(g.name) || `#${g.id}`}
                  </option>
                ))}
                <option value="">{t('menu.noGroup')}</option>
              </select>
            )}
          </Field>
        )}
        {group && (
          <label className="menu-check">
            <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />
            {t('menu.hideGroup')}
          </label>
        )}
        {group && menu.groups.length > 1 && (
          <div className="menu-actions">
            <button
              type="button"
              className="button"
              disabled={menu.groups[0]?.id === group.id}
              onClick={() => onMoveGroup(group.id, -1)}
            >
              {t('menu.moveUp', { name: tx(group.name) || `#${group.id}` })}
            </button>
            <button
              type="button"
              className="button"
              disabled={menu.groups.at(-1)?.id === group.id}
              onClick={() => onMoveGroup(group.id, 1)}
            >
              {t('menu.moveDown', { name: tx(group.name) || `#${group.id}` })}
            </button>
          </div>
        )}
        <div className="menu-actions">
          <button type="submit" className="button button-primary">
            {t('menu.save')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('menu.cancel')}
          </button>
          {category && (
            <button
              type="button"
              className="button button-quiet menu-delete"
              onClick={async () => {
                const result = await onDeleteCategory(category.id);
                if (result.error) show(result.error);
                else onClose();
              }}
            >
              {t('menu.deleteCategory')}
            </button>
          )}
          {group && (
            <button
              type="button"
              className="button button-quiet menu-delete"
              onClick={async () => {
                const result = await onDeleteGroup(group.id);
                if (result.error) show(result.error);
                else onClose();
              }}
            >
              {t('menu.deleteGroup')}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}
