import { useT } from '@dastarkhan/client';
import type { StaffRole } from '@dastarkhan/domain';
import { useId } from 'react';

export const ROLES: readonly StaffRole[] = ['OPERATOR', 'KITCHEN', 'COURIER', 'MANAGER', 'OWNER'];

export function RoleSelect({ value, onChange }: { value: StaffRole; onChange: (role: StaffRole) => void }) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{t('staff.role')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as StaffRole)}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`role.${role}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
