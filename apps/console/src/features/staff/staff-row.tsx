import { formatLocalPhone, useT, useToast } from '@dastarkhan/client';
import type { StaffMe, StaffMember, StaffRole } from '@dastarkhan/domain';
import { useRef, useState } from 'react';
import { useApi } from '../../app/session';
import { BranchChoice } from './branch-choice';
import { RoleSelect } from './role-select';

export const personName = (m: Pick<StaffMember, 'firstName' | 'lastName'>) =>
  [m.firstName, m.lastName].filter(Boolean).join(' ');

/** One member of staff: who, what role, where; change role and branches, or remove (confirmed). */
export function StaffRow({
  member,
  me,
  onChanged,
  onRemoved,
}: {
  member: StaffMember;
  me: StaffMe;
  onChanged: (m: StaffMember) => void;
  onRemoved: (id: number) => void;
}) {
  const { t, tx } = useT();
  const api = useApi();
  const toast = useToast();
  const dialog = useRef<HTMLDialogElement>(null);
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState<StaffRole>(member.role);
  const [branchIds, setBranchIds] = useState<number[] | null>(member.branchIds);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const name = personName(member) || t('staff.noName');
  const phone = member.phone ? formatLocalPhone(member.phone.slice(3)) : '';
  const where =
    member.branchIds === null
      ? t('staff.allBranches')
      : member.branchIds.map((id) => tx(me.branches.find((b) => b.id === id)?.name) || `#${id}`).join(', ');

  async function save() {
    if (branchIds !== null && branchIds.length === 0) return setError(t('staff.pickBranch'));
    setSaving(true);
    const [failure, next] = await api.put<StaffMember>(`/users/v1/operator/staff/${member.id}`, {
      role,
      branchIds,
    });
    setSaving(false);
    if (failure) return setError(failure.text);
    setError(null);
    setEditing(false);
    onChanged(next);
  }

  async function remove() {
    setSaving(true);
    const [failure] = await api.delete<StaffMember>(`/users/v1/operator/staff/${member.id}`);
    setSaving(false);
    dialog.current?.close();
    if (failure) return toast({ kind: 'error', text: failure.text });
    toast({ kind: 'success', text: t('staff.removed', { name: personName(member) || phone }) });
    onRemoved(member.id);
  }

  return (
    <li className="staff-row" aria-label={`${name} ${phone}`}>
      <div className="staff-who">
        <strong>
          {name}
          {member.id === me.user.id && <span className="staff-you"> ({t('staff.you')})</span>}
        </strong>
        <span>{phone}</span>
      </div>
      <div className="staff-what">
        <span className="staff-role">{t(`role.${member.role}`)}</span>
        <span className="staff-where">{where}</span>
      </div>
      {editing ? (
        <div className="staff-edit">
          <RoleSelect value={role} onChange={setRole} />
          <BranchChoice branches={me.branches} value={branchIds} onChange={setBranchIds} />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="staff-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={saving}
              onClick={() => void save()}
            >
              {t('staff.save')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setRole(member.role);
                setBranchIds(member.branchIds);
                setError(null);
                setEditing(false);
              }}
            >
              {t('staff.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="staff-actions">
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {t('staff.change')}
          </button>
          <button type="button" className="button staff-remove" onClick={() => dialog.current?.showModal()}>
            {t('staff.remove')}
          </button>
        </div>
      )}
      <dialog ref={dialog} className="staff-dialog" aria-labelledby={`staff-remove-${member.id}`}>
        <h2 id={`staff-remove-${member.id}`}>
          {t('staff.removeTitle', { name: personName(member) || phone })}
        </h2>
        <p>{t('staff.removeText')}</p>
        <div className="staff-actions">
          <button
            type="button"
            className="button staff-remove-confirm"
            disabled={saving}
            onClick={() => void remove()}
          >
            {t('staff.removeConfirm')}
          </button>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('staff.cancel')}
          </button>
        </div>
      </dialog>
    </li>
  );
}
