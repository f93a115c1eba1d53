import { apiErrorText, useT, useToast } from '@dastarkhan/client';
import { ADDRESS_TEXT_MAX } from '@dastarkhan/domain/client';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../app/session/use-session';
import { useTenant } from '../../app/startup/tenant-context';
import { safeBackPath } from '../../lib/back-path';
import {
  type Draft,
  type DraftField,
  draftErrors,
  EMPTY_DRAFT,
  errorTarget,
  toAddressBody,
} from './address-draft';
import { createAddress } from './create-address';
import { defaultPoint, type Point } from './default-point';
import { PointField } from './point-field';
import { TextField } from './text-field';
import { TypeSwitch } from './type-switch';

type Errors = Partial<Record<DraftField | 'point' | 'form', string>>;
type FieldElement = HTMLInputElement & HTMLTextAreaElement;

/** What `/choose-address` reads to pre-select the address just saved. */
export interface CreatedAddressState {
  addressId: number;
}

/**
 * The new-address form: the point on the map first (as delivery apps do), then the type, the
 * name (the only required field, spec §5), the street and house and, for a flat, the door
 * details. Saved addresses go back to `?back=` (a site path) or to the list.
 */
export function AddressForm() {
  const { t, lang } = useT();
  const { authed } = useApi();
  const { cities, cityId, merchant } = useTenant();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [point, setPoint] = useState<Point>(() => defaultPoint(cities, cityId, merchant));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const inputs = useRef(new Map<DraftField, FieldElement>());
  // The street line the address search last wrote: replaced by the next one, typed words stay.
  const autoStreet = useRef<string | null>(null);

  const set = (field: DraftField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, form: _stale, ...rest }) => rest);
  };

  const field = (
    name: DraftField,
    label: string,
    extra: { placeholder?: string; inputMode?: 'numeric'; autoComplete?: string; multiline?: boolean } = {},
  ) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      value={draft[name]}
      onChange={set(name)}
      error={errors[name]}
      required={name === 'name'}
      maxLength={ADDRESS_TEXT_MAX[name]}
      inputRef={(element) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      }}
      {...extra}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (draftErrors(draft).name) {
      setErrors({ name: t('msg.REQUIRED_FIELD') });
      inputs.current.get('name')?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const [failure, saved] = await authed((api) => createAddress(api, toAddressBody(draft, point, cityId)));
    if (failure) {
      setSaving(false);
      if (failure.status === 401) return; // `authed` has logged out and gone home.
      const target = errorTarget(failure.field);
      setErrors({ [target]: apiErrorText(failure, lang, t('addresses.failed')) });
      if (target !== 'form' && target !== 'point') inputs.current.get(target)?.focus();
      return;
    }
    toast({ kind: 'success', text: t('msg.DATA_UPDATED') });
    // Replace the form in history: "back" from the list should not reopen a filled-in form.
    navigate(safeBackPath(params.get('back'), '/profile/address'), {
      replace: true,
      state: { addressId: saved.id } satisfies CreatedAddressState,
    });
  }

  return (
    <form className="addr-form" onSubmit={submit} noValidate aria-busy={saving}>
      <PointField
        id={`${id}-point`}
        point={point}
        onChange={(next) => {
          setPoint(next);
          setErrors(({ point: _moved, ...rest }) => rest);
        }}
        error={errors.point}
        onAddress={(found) => {
          if (draft.streetName.trim() && draft.streetName !== autoStreet.current) return;
          autoStreet.current = found;
          set('streetName')(found);
        }}
      />
      <div className="account-card addr-fields">
        <TypeSwitch
          id={id}
          value={draft.type}
          onChange={(type) => setDraft((current) => ({ ...current, type }))}
        />
        {field('name', t('addresses.name'), { placeholder: t('addresses.namePlaceholder') })}
        <div className="addr-row addr-row-street">
          {field('streetName', t('addresses.street'), { autoComplete: 'address-line1' })}
          {field('houseNumber', t('addresses.house'))}
        </div>
        {draft.type === 'APARTMENT' && (
          <fieldset className="addr-fieldset">
            <legend className="addr-label">{t('addresses.doorDetails')}</legend>
            <div className="addr-row">
              {field('office', t('addresses.office'))}
              {field('entrance', t('addresses.entrance'), { inputMode: 'numeric' })}
              {field('floor', t('addresses.floor'), { inputMode: 'numeric' })}
              {field('domophone', t('addresses.domophone'))}
            </div>
          </fieldset>
        )}
        {field('comment', t('addresses.comment'), {
          placeholder: t('addresses.commentPlaceholder'),
          multiline: true,
        })}
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="button button-primary addr-submit" disabled={saving}>
          {saving ? t('addresses.saving') : t('addresses.save')}
        </button>
      </div>
    </form>
  );
}
