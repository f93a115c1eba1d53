import { useT, useToast } from '@dastarkhan/client';
import type { SetupStatus } from '@dastarkhan/domain';
import { type FormEvent, useId, useState } from 'react';
import type { ConsoleApiError } from '../../app/session';

type Send = (method: 'put' | 'post', path: string, body: unknown) => Promise<ConsoleApiError | null>;

/** One save at a time, its refusal shown under the form and a toast when it worked. */
function useSave(send: Send) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function save(method: 'put' | 'post', path: string, body: unknown, done: string): Promise<boolean> {
    setSaving(true);
    setError(null);
    const failure = await send(method, path, body);
    setSaving(false);
    if (failure) {
      setError(failure.text);
      return false;
    }
    toast({ kind: 'success', text: done });
    return true;
  }
  return { saving, error, setError, save };
}

function FormError({ text }: { text: string | null }) {
  return text ? (
    <p className="form-error" role="alert">
      {text}
    </p>
  ) : null;
}

export function BrandingForm({ color, send }: { color: string; send: Send }) {
  const { t } = useT();
  const id = useId();
  const [value, setValue] = useState(color.toLowerCase());
  const { saving, error, save } = useSave(send);
  async function submit(event: FormEvent) {
    event.preventDefault();
    await save('put', '/branding', { color: value }, t('setup.saved'));
  }
  return (
    <form className="setup-form setup-form-row" onSubmit={submit} noValidate>
      <div className="form-field setup-color">
        <label htmlFor={id}>{t('setup.color')}</label>
        <span className="setup-color-pick">
          <input id={id} type="color" value={value} onChange={(e) => setValue(e.target.value)} />
          <output htmlFor={id}>{value.toUpperCase()}</output>
        </span>
      </div>
      <FormError text={error} />
      <button type="submit" className="button button-primary" disabled={saving}>
        {t('setup.saveColor')}
      </button>
    </form>
  );
}

export function BranchForm({ branch, send }: { branch: SetupStatus['branch']; send: Send }) {
  const { t } = useT();
  const ids = { name: useId(), address: useId(), open: useId(), close: useId(), hint: useId() };
  const [fields, setFields] = useState({
    name: branch?.name ?? '',
    address: branch?.address ?? '',
    open: branch?.open ?? '10:00',
    close: branch?.close ?? '23:00',
  });
  const [missing, setMissing] = useState<Array<'name' | 'address'>>([]);
  const { saving, error, save } = useSave(send);
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) => {
    setFields((prev) => ({ ...prev, [key]: event.target.value }));
    setMissing((prev) => prev.filter((m) => m !== key));
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = (['name', 'address'] as const).filter((key) => !fields[key].trim());
    setMissing(empty);
    if (empty.length > 0) return;
    await save('put', '/branch', fields, t('setup.saved'));
  }
  const text = (key: 'name' | 'address', label: string, max: number) => (
    <div className="form-field">
      <label htmlFor={ids[key]}>{label}</label>
      <input
        id={ids[key]}
        value={fields[key]}
        maxLength={max}
        autoComplete="off"
        aria-invalid={missing.includes(key) || undefined}
        aria-describedby={missing.includes(key) ? `${ids[key]}-error` : undefined}
        onChange={set(key)}
      />
      {missing.includes(key) && (
        <span id={`${ids[key]}-error`} className="form-error setup-field-error">
          {t('setup.required')}
        </span>
      )}
    </div>
  );
  return (
    <form className="setup-form" onSubmit={submit} noValidate>
      {text('name', t('setup.branchName'), 80)}
      {text('address', t('setup.address'), 200)}
      <div className="setup-hours" aria-describedby={ids.hint}>
        <div className="form-field">
          <label htmlFor={ids.open}>{t('setup.opens')}</label>
          <input id={ids.open} type="time" value={fields.open} required onChange={set('open')} />
        </div>
        <div className="form-field">
          <label htmlFor={ids.close}>{t('setup.closes')}</label>
          <input id={ids.close} type="time" value={fields.close} required onChange={set('close')} />
        </div>
      </div>
      <p id={ids.hint} className="setup-hint">
        {t('setup.everyDay')}
      </p>
      <FormError text={error} />
      <button type="submit" className="button button-primary" disabled={saving}>
        {t('setup.saveBranch')}
      </button>
    </form>
  );
}

export function DishForm({ send }: { send: Send }) {
  const { t } = useT();
  const ids = { name: useId(), price: useId() };
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [missing, setMissing] = useState<Array<'name' | 'price'>>([]);
  const { saving, error, save } = useSave(send);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = Number(price.replace(/\s/g, ''));
    const empty = [
      ...(name.trim() ? [] : (['name'] as const)),
      ...(Number.isInteger(amount) && amount > 0 ? [] : (['price'] as const)),
    ];
    setMissing(empty);
    if (empty.length > 0) return;
    if (
      await save(
        'post',
        '/product',
        { name: name.trim(), price: amount },
        t('setup.dishAdded', { name: name.trim() }),
      )
    ) {
      setName('');
      setPrice('');
    }
  }
  return (
    <form className="setup-form" onSubmit={submit} noValidate>
      <div className="form-field">
        <label htmlFor={ids.name}>{t('setup.dishName')}</label>
        <input
          id={ids.name}
          value={name}
          maxLength={120}
          autoComplete="off"
          aria-invalid={missing.includes('name') || undefined}
          onChange={(e) => {
            setName(e.target.value);
            setMissing((m) => m.filter((k) => k !== 'name'));
          }}
        />
      </div>
      <div className="form-field">
        <label htmlFor={ids.price}>{t('setup.price')}</label>
        <input
          id={ids.price}
          inputMode="numeric"
          value={price}
          maxLength={12}
          autoComplete="off"
          aria-invalid={missing.includes('price') || undefined}
          onChange={(e) => {
            setPrice(e.target.value.replace(/[^\d\s]/g, ''));
            setMissing((m) => m.filter((k) => k !== 'price'));
          }}
        />
      </div>
      {missing.length > 0 && (
        <p className="form-error" role="alert">
          {t('setup.required')}
        </p>
      )}
      <FormError text={error} />
      <button type="submit" className="button button-primary" disabled={saving}>
        {t('setup.addDish')}
      </button>
    </form>
  );
}
