import { useT } from '@dastarkhan/client';
import type { MenuGroup } from './menu-view';

/** Group mode GROUP (spec §3): one tab a group, each showing its own categories. */
export function GroupTabs({
  groups,
  active,
  onChange,
}: {
  groups: MenuGroup[];
  active: number | null;
  onChange: (groupId: number) => void;
}) {
  const { t } = useT();
  return (
    <div className="group-tabs scroll-fade" role="tablist" aria-label={t('menu.groups')}>
      {groups.map((group) => (
        <button
          key={group.id}
          type="button"
          role="tab"
          aria-selected={group.id === active}
          className={group.id === active ? 'group-tab group-tab-active' : 'group-tab'}
          onClick={() => onChange(group.id)}
        >
          {group.icon && (
            <span className="group-icon" aria-hidden="true">
              {group.icon}
            </span>
          )}
          {group.name}
        </button>
      ))}
    </div>
  );
}
