import { useT } from '@dastarkhan/client';
import type { AddressType } from '@dastarkhan/domain';
import { AddressIcon } from './address-icons';

const TYPES: readonly AddressType[] = ['HOUSE', 'APARTMENT'];

/** HOUSE or APARTMENT as a segmented control: a native radio group, so arrow keys work. */
export function TypeSwitch({
  id,
  value,
  onChange,
}: {
  id: string;
  value: AddressType;
  onChange: (type: AddressType) => void;
}) {
  const { t } = useT();
  return (
    <fieldset className="addr-fieldset">
      <legend className="addr-label">{t('addresses.type')}</legend>
      <div className="addr-segmented">
        {TYPES.map((type) => (
          <label key={type} className="addr-segment">
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <AddressIcon name={type} size={20} />
            <span>{t(`addresses.${type}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
