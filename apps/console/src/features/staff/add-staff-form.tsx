import { isCompleteLocalPhone, PhoneField, useT } from '@dastarkhan/client';
import type { StaffMe, StaffMember, StaffRole } from '@dastarkhan/domain';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../app/session';
import { BranchChoice } from './branch-choice';
import { RoleSelect } from './role-select';

/** Add someone by phone: a customer of the merchant or a new number becomes staff. */
export function AddStaffForm({
  branches,
  onAdded,
}: {
  branches: StaffMe['branches'];
  onAdded: (m: StaffMember) => void;
}) {
  const { t } = useT();
  const api = useApi();
  const nameId = useId();
  const [digits, setDigits] = useState('');
  const [firstName, setFirstName] = useState('');
  const [role, setRole] = useState<StaffRole>('OPERATOR');
  const [branchIds, setBranchIds] = useState<number[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteLocalPhone(digits))
      return setPhoneError(digits ? t('staff.phoneInvalid') : t('msg.REQUIRED_FIELD'));
    if (branchIds !== null && branchIds.length === 0) return setError(t('staff.pickBranch'));
    setSaving(true);
    setError(null);
    const [failure, member] = await api.post<StaffMember>('/users/v1/operator/staff', {
      phone: `998${digits}`,
      role,
      branchIds,
      firstName: firstName.trim() || null,
    });
    setSaving(false);
    if (failure) return setError(failure.text);
    setDigits('');
    setFirstName('');
    onAdded(member);
  }

  return (
    <form className="staff-form" onSubmit={submit} noValidate aria-labelledby="staff-add-title">
      <h2 id="staff-add-title">{t('staff.add')}</h2>
      <PhoneField
        label={t('staff.phone')}
        digits={digits}
        onDigits={(next) => {
          setDigits(next);
          setPhoneError(null);
        }}
        error={phoneError}
      />
      <div className="form-field">
        <label htmlFor={nameId}>{t('staff.firstName')}</label>
        <input
          id={nameId}
          value={firstName}
          maxLength={60}
          onChange={(event) => setFirstName(event.target.value)}
        />
      </div>
      <RoleSelect value={role} onChange={setRole} />
      <BranchChoice branches={branches} value={branchIds} onChange={setBranchIds} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={saving}>
        {t('staff.addButton')}
      </button>
    </form>
  );
}
