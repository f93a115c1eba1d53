import { useT } from '@dastarkhan/client';
import type { StaffMe } from '@dastarkhan/domain';

/**
 * Every branch (null: also the ones opened later), or some of them. Unticking "All" starts from
 * every branch ticked, so the OWNER removes the ones that do not apply.
 */
export function BranchChoice({
  branches,
  value,
  onChange,
}: {
  branches: StaffMe['branches'];
  value: number[] | null;
  onChange: (value: number[] | null) => void;
}) {
  const { t, tx } = useT();
  const all = value === null;
  return (
    <fieldset className="staff-branches">
      <legend>{t('staff.branches')}</legend>
      <label className="staff-check">
        <input
          type="checkbox"
          checked={all}
          onChange={(event) => onChange(event.target.checked ? null : branches.map((b) => b.id))}
        />
        {t('staff.allBranches')}
      </label>
      {!all &&
        branches.map((branch) => (
          <label key={branch.id} className="staff-check">
            <input
              type="checkbox"
              checked={value.includes(branch.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...value, branch.id] : value.filter((id) => id !== branch.id),
                )
              }
            />
            {tx(branch.name)}
          </label>
        ))}
    </fieldset>
  );
}
