import { useT } from '@dastarkhan/client';
import { type OperatorSettings, SETTINGS_LAYOUT, type SettingsSwitch } from '@dastarkhan/domain';
import { useId, useState } from 'react';
import type { MessageKey } from '../../i18n/catalog';
import { SectionForm } from './section-form';
import type { Save } from './use-settings';

const GROUPS: Array<{ title: MessageKey; switches: SettingsSwitch[] }> = [
  {
    title: 'settings.group.services',
    switches: ['deliveryActive', 'pickupActive', 'dineInActive', 'bookingActive'],
  },
  {
    title: 'settings.group.pages',
    switches: [
      'branchesActive',
      'aboutMerchantActive',
      'termsOfUseActive',
      'privacyActive',
      'vacanciesActive',
    ],
  },
  {
    title: 'settings.group.account',
    switches: [
      'notificationsActive',
      'promoActive',
      'cashbackActive',
      'balanceActive',
      'isVisibleAtProfileTop',
      'favouriteActive',
      'cardActive',
      'cancelOrderActive',
    ],
  },
  {
    title: 'settings.group.payments',
    switches: ['cashActive', 'terminalActive', 'paymeActive', 'clickActive', 'uzumActive'],
  },
];

type Layout = OperatorSettings['layout'];
const LAYOUT_KEYS = Object.keys(SETTINGS_LAYOUT) as Array<keyof Layout>;

export function SwitchesSection({ settings, save }: { settings: OperatorSettings; save: Save }) {
  const { t } = useT();
  const [switches, setSwitches] = useState(settings.switches);
  const [layout, setLayout] = useState(settings.layout);
  const [unpaidMinutes, setUnpaidMinutes] = useState(String(settings.orders.unpaidOrderMinutes));
  const unpaidId = useId();

  return (
    <SectionForm
      title={t('settings.switches')}
      onSave={() => save({ switches, layout, orders: { unpaidOrderMinutes: Number(unpaidMinutes) } })}
    >
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="settings-switches">
          <legend>{t(group.title)}</legend>
          {group.switches.map((name) => (
            <SwitchRow
              key={name}
              name={name}
              on={switches[name]}
              onChange={(on) => setSwitches({ ...switches, [name]: on })}
            />
          ))}
        </fieldset>
      ))}
      <fieldset className="settings-switches">
        <legend>{t('settings.group.orders')}</legend>
        <div className="form-field settings-layout">
          <label htmlFor={unpaidId}>{t('settings.unpaidOrderMinutes')}</label>
          <input
            id={unpaidId}
            type="number"
            inputMode="numeric"
            min={5}
            max={1440}
            step={1}
            value={unpaidMinutes}
            aria-describedby={`${unpaidId}-hint`}
            onChange={(e) => setUnpaidMinutes(e.target.value)}
          />
          <span id={`${unpaidId}-hint`} className="settings-hint">
            {t('settings.unpaidOrderMinutes.hint')}
          </span>
        </div>
      </fieldset>
      <fieldset className="settings-switches">
        <legend>{t('settings.group.layout')}</legend>
        <SwitchRow
          name="cartInMainActive"
          on={switches.cartInMainActive}
          onChange={(on) => setSwitches({ ...switches, cartInMainActive: on })}
        />
        {LAYOUT_KEYS.map((key) => (
          <LayoutRow
            key={key}
            name={key}
            value={layout[key]}
            onChange={(value) => setLayout({ ...layout, [key]: value })}
          />
        ))}
      </fieldset>
    </SectionForm>
  );
}

function SwitchRow({
  name,
  on,
  onChange,
}: {
  name: SettingsSwitch;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useT();
  const hintId = useId();
  return (
    <label className="settings-switch">
      <input
        type="checkbox"
        checked={on}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        <strong>{t(`switch.${name}` as MessageKey)}</strong>
        <span id={hintId} className="settings-hint">
          {t(`switch.${name}.hint` as MessageKey)}
        </span>
      </span>
    </label>
  );
}

function LayoutRow<K extends keyof Layout>({
  name,
  value,
  onChange,
}: {
  name: K;
  value: Layout[K];
  onChange: (value: Layout[K]) => void;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="form-field settings-layout">
      <label htmlFor={id}>{t(`layout.${name}` as MessageKey)}</label>
      <select
        id={id}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value as Layout[K])}
      >
        {SETTINGS_LAYOUT[name].options.map((option) => (
          <option key={option} value={option}>
            {t(`layout.${name}.${option}` as MessageKey)}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="settings-hint">
        {t(`layout.${name}.hint` as MessageKey)}
      </span>
    </div>
  );
}
