import { useT, useToast } from '@dastarkhan/client';
import type { BranchAdmin, City, Zone } from '@dastarkhan/domain';
import { formatSom, polygonProblem } from '@dastarkhan/domain/client';
import { useId, useState } from 'react';
import { useBoot } from '../../app/boot';
import { useApi } from '../../app/session';
import { Field } from './branch-editor';
import { refusal, useZones } from './use-branch-data';
import { type LonLat, type MapMode, ZoneMap } from './zone-map';

interface ZoneDraft {
  id: number | null;
  name: string;
  color: string;
  tariffType: Zone['tariffType'];
  price: string;
  pricePerKm: string;
  freeFrom: string;
  minOrder: string;
  polygon: LonLat[];
}

const COLOURS = ['#2563EB', '#16A34A', '#DC2626', '#9333EA', '#EA580C', '#0891B2'];
const num = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/** `/console/branches?view=zones`: the delivery zones of a city drawn on a map, with their tariffs. */
export function ZonesEditor({ cities, branches }: { cities: City[]; branches: BranchAdmin[] }) {
  const { t, lang } = useT();
  const api = useApi();
  const toast = useToast();
  const boot = useBoot();
  const cityFieldId = useId();
  const [cityId, setCityId] = useState(cities.find((c) => c.isMain)?.id ?? cities[0]?.id ?? 0);
  const { state, reload } = useZones();
  const [mode, setMode] = useState<MapMode>({ kind: 'view' });
  const [draft, setDraft] = useState<ZoneDraft | null>(null);
  const [problem, setProblem] = useState<{ text: string; field: string | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const city = cities.find((c) => c.id === cityId);
  const zones = state.status === 'ready' ? state.data.filter((z) => z.cityId === cityId) : [];
  const set = (change: Partial<ZoneDraft>) => setDraft((d) => (d ? { ...d, ...change } : d));
  const invalid = (field: string) => problem?.field === field || undefined;

  function open(zone: Zone) {
    setProblem(null);
    setDraft({
      id: zone.id,
      name: zone.name,
      color: zone.color,
      tariffType: zone.tariffType,
      price: String(zone.price),
      pricePerKm: zone.pricePerKm === null ? '' : String(zone.pricePerKm),
      freeFrom: zone.freeFrom === null ? '' : String(zone.freeFrom),
      minOrder: String(zone.minOrder),
      polygon: zone.polygon as LonLat[],
    });
    setMode({ kind: 'view' });
  }

  function drawn(points: LonLat[]) {
    if (mode.kind === 'draw') {
      setProblem(null);
      setDraft({
        id: null,
        name: '',
        color: COLOURS[zones.length % COLOURS.length]!,
        tariffType: 'FIXED',
        price: '',
        pricePerKm: '',
        freeFrom: '',
        minOrder: '0',
        polygon: points,
      });
      setMode({ kind: 'edit', zoneId: 'new' });
    } else set({ polygon: points });
  }

  function close() {
    setDraft(null);
    setProblem(null);
    setMode({ kind: 'view' });
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!draft) return;
    // The same geometry rule as the server, said before the round trip.
    const shape = polygonProblem(draft.polygon);
    if (shape) return setProblem({ text: t(`msg.${shape}`), field: 'polygon' });
    const body = {
      cityId,
      name: draft.name,
      color: draft.color,
      polygon: draft.polygon,
      tariffType: draft.tariffType,
      price: num(draft.price),
      pricePerKm: draft.tariffType === 'DISTANCE' ? num(draft.pricePerKm || '0') : null,
      freeFrom: draft.freeFrom.trim() === '' ? null : num(draft.freeFrom),
      minOrder: num(draft.minOrder || '0'),
    };
    setSaving(true);
    const [error] = draft.id
      ? await api.put<Zone>(`/deliveries/v1/operator/zones/${draft.id}`, body)
      : await api.post<Zone>('/deliveries/v1/operator/zones', body);
    setSaving(false);
    setProblem(refusal(error));
    if (!error) {
      toast({ kind: 'success', text: t('zones.saved') });
      close();
      reload();
    }
  }

  async function remove() {
    if (!draft?.id || !window.confirm(t('branches.confirmDelete'))) return;
    const [error] = await api.delete(`/deliveries/v1/operator/zones/${draft.id}`);
    if (error) return toast({ kind: 'error', text: error.text });
    toast({ kind: 'success', text: t('zones.deleted') });
    close();
    reload();
  }

  return (
    <div className="zones">
      <div className="zones-toolbar">
        {cities.length > 1 && (
          <div className="form-field">
            <label htmlFor={cityFieldId}>{t('branches.city')}</label>
            <select
              id={cityFieldId}
              value={cityId}
              onChange={(e) => {
                close();
                setCityId(Number(e.target.value));
              }}
            >
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name[lang]}
                </option>
              ))}
            </select>
          </div>
        )}
        {mode.kind === 'draw' ? (
          <button type="button" className="button" onClick={() => setMode({ kind: 'view' })}>
            {t('zones.cancelDraw')}
          </button>
        ) : (
          !draft && (
            <button type="button" className="button button-primary" onClick={() => setMode({ kind: 'draw' })}>
              + {t('zones.draw')}
            </button>
          )
        )}
      </div>
      <p className="branch-hint" aria-live="polite">
        {mode.kind === 'draw' ? t('zones.drawing') : t('zones.mapHint')}
      </p>
      <ZoneMap
        centre={{ lat: city?.latitude ?? 41.311, lon: city?.longitude ?? 69.279 }}
        zones={zones}
        branches={branches.filter((b) => b.cityId === cityId)}
        draft={draft?.polygon ?? null}
        mode={mode}
        tileUrl={boot.mapTileUrl ?? ''}
        onOutline={drawn}
        onSelect={(id) => {
          const zone = zones.find((z) => z.id === id);
          if (zone && mode.kind === 'view' && !draft) open(zone);
        }}
      />
      {draft && (
        <form
          className="zone-form"
          onSubmit={save}
          noValidate
          aria-label={draft.id ? draft.name : t('zones.newZone')}
        >
          <h3>{draft.id ? draft.name : t('zones.newZone')}</h3>
          <p className="branch-field-hint">{t('zones.points', { count: draft.polygon.length })}</p>
          {draft.id !== null && (
            <button
              type="button"
              className="button"
              aria-pressed={mode.kind === 'edit'}
              onClick={() =>
                setMode(mode.kind === 'edit' ? { kind: 'view' } : { kind: 'edit', zoneId: draft.id! })
              }
            >
              {mode.kind === 'edit' ? t('zones.doneShape') : t('zones.editShape')}
            </button>
          )}
          <div className="branch-grid">
            <Field label={t('zones.name')} invalid={invalid('name')}>
              {(id) => (
                <input
                  id={id}
                  value={draft.name}
                  aria-invalid={invalid('name')}
                  onChange={(e) => set({ name: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('zones.color')}>
              {(id) => (
                <input
                  id={id}
                  type="color"
                  value={draft.color}
                  onChange={(e) => set({ color: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('zones.tariff')}>
              {(id) => (
                <select
                  id={id}
                  value={draft.tariffType}
                  onChange={(e) => set({ tariffType: e.target.value as Zone['tariffType'] })}
                >
                  <option value="FIXED">{t('zones.fixed')}</option>
                  <option value="DISTANCE">{t('zones.distance')}</option>
                </select>
              )}
            </Field>
            <Field
              label={draft.tariffType === 'DISTANCE' ? t('zones.basePrice') : t('zones.price')}
              invalid={invalid('price')}
            >
              {(id) => (
                <input
                  id={id}
                  inputMode="numeric"
                  value={draft.price}
                  aria-invalid={invalid('price')}
                  onChange={(e) => set({ price: e.target.value })}
                />
              )}
            </Field>
            {draft.tariffType === 'DISTANCE' && (
              <Field label={t('zones.pricePerKm')} invalid={invalid('pricePerKm')}>
                {(id) => (
                  <input
                    id={id}
                    inputMode="numeric"
                    value={draft.pricePerKm}
                    aria-invalid={invalid('pricePerKm')}
                    onChange={(e) => set({ pricePerKm: e.target.value })}
                  />
                )}
              </Field>
            )}
            <Field label={t('zones.freeFrom')} hint={t('zones.freeFromHint')} invalid={invalid('freeFrom')}>
              {(id) => (
                <input
                  id={id}
                  inputMode="numeric"
                  value={draft.freeFrom}
                  aria-invalid={invalid('freeFrom')}
                  onChange={(e) => set({ freeFrom: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('zones.minOrder')} invalid={invalid('minOrder')}>
              {(id) => (
                <input
                  id={id}
                  inputMode="numeric"
                  value={draft.minOrder}
                  aria-invalid={invalid('minOrder')}
                  onChange={(e) => set({ minOrder: e.target.value })}
                />
              )}
            </Field>
          </div>
          {problem && (
            <p className="form-error" role="alert">
              {problem.text}
            </p>
          )}
          <div className="branch-actions">
            <button type="submit" className="button button-primary" disabled={saving}>
              {t('zones.save')}
            </button>
            <button type="button" className="button" onClick={close}>
              {t('zones.cancel')}
            </button>
            {draft.id !== null && (
              <button type="button" className="button button-danger" onClick={remove}>
                {t('zones.delete')}
              </button>
            )}
          </div>
        </form>
      )}
      <section className="zones-list" aria-labelledby="zones-list-title">
        <h3 id="zones-list-title">{t('zones.list')}</h3>
        {state.status === 'loading' && <div className="skeleton zones-skeleton" />}
        {state.status === 'error' && (
          <div role="alert">
            <p>{state.text}</p>
            <button type="button" className="button" onClick={reload}>
              {t('shell.retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' && zones.length === 0 && <p>{t('zones.none')}</p>}
        <ul>
          {zones.map((zone) => (
            <li key={zone.id}>
              <button
                type="button"
                className="zone-item"
                onClick={() => open(zone)}
                disabled={mode.kind === 'draw'}
              >
                <span className="zone-swatch" style={{ background: zone.color }} aria-hidden="true" />
                <span>
                  <strong>{zone.name}</strong>{' '}
                  <span className="branch-field-hint">
                    {formatSom(zone.price, lang)}
                    {zone.tariffType === 'DISTANCE' && ` + ${formatSom(zone.pricePerKm ?? 0, lang)}/km`}
                    {zone.minOrder > 0 && ` · ${t('zones.minOrder')}: ${formatSom(zone.minOrder, lang)}`}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
