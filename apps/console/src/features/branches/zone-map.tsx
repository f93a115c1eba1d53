import { useT } from '@dastarkhan/client';
import type { BranchAdmin, Zone } from '@dastarkhan/domain';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { EMPTY_TILE, type LeafletModule, loadLeaflet } from './load-leaflet';

export type LonLat = [number, number];

/** What the map is doing: showing, drawing a new outline, or letting one zone's outline be edited. */
export type MapMode = { kind: 'view' } | { kind: 'draw' } | { kind: 'edit'; zoneId: number | 'new' };

const TILE_FAILURES = 3;

/**
 * The zones of a city on a Leaflet map, with its branches as points. Drawing and editing go
 * through Geoman (decision 028); the outline drawn or edited is reported as [lon, lat] points.
 * Without tiles the map keeps a plain grid background: zones and branches still show.
 */
export function ZoneMap({
  centre,
  zones,
  branches,
  draft,
  mode,
  tileUrl,
  onOutline,
  onSelect,
}: {
  centre: { lat: number; lon: number };
  zones: Zone[];
  branches: BranchAdmin[];
  /** The outline being edited (a new zone or a changed one), drawn over the others. */
  draft: LonLat[] | null;
  mode: MapMode;
  tileUrl: string;
  onOutline: (points: LonLat[]) => void;
  onSelect: (zoneId: number) => void;
}) {
  const { t, tx } = useT();
  const canvas = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<{ L: LeafletModule; map: Leaflet.Map } | null>(null);
  const [tilesFailed, setTilesFailed] = useState(!tileUrl);
  const handlers = useRef({ onOutline, onSelect });
  handlers.current = { onOutline, onSelect };
  // Read when an edit session starts: re-creating the layer on every change would drop the handle.
  const draftRef = useRef(draft);
  draftRef.current = draft;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once per tile source; the centre moves it below.
  useEffect(() => {
    let live = true;
    let map: Leaflet.Map | null = null;
    void loadLeaflet().then((L) => {
      if (!live || !canvas.current) return;
      map = L.map(canvas.current, { center: [centre.lat, centre.lon], zoom: 11, scrollWheelZoom: false });
      if (tileUrl) {
        let failures = 0;
        L.tileLayer(tileUrl, { maxZoom: 19, errorTileUrl: EMPTY_TILE, attribution: '© OpenStreetMap' })
          .on('tileerror', () => {
            failures += 1;
            if (failures === TILE_FAILURES) setTilesFailed(true);
          })
          .addTo(map);
      }
      setLeaflet({ L, map });
    });
    return () => {
      live = false;
      map?.remove();
      setLeaflet(null);
    };
  }, [tileUrl]);

  useEffect(() => {
    leaflet?.map.setView([centre.lat, centre.lon], leaflet.map.getZoom());
  }, [leaflet, centre.lat, centre.lon]);

  // Saved zones (the one being edited is drawn from the draft instead) and the branches.
  useEffect(() => {
    if (!leaflet) return;
    const { L, map } = leaflet;
    const editing = mode.kind === 'edit' ? mode.zoneId : null;
    const group = L.layerGroup().addTo(map);
    for (const zone of zones) {
      if (zone.id === editing) continue;
      const shape = L.polygon(
        zone.polygon.map(([lon, lat]) => [lat, lon] as [number, number]),
        { color: zone.color, weight: 2, fillOpacity: 0.15, pmIgnore: true },
      ).addTo(group);
      shape.bindTooltip(zone.name);
      shape.on('click', () => handlers.current.onSelect(zone.id));
    }
    for (const branch of branches) {
      L.circleMarker([branch.latitude, branch.longitude], {
        radius: 7,
        color: '#111827',
        weight: 2,
        fillColor: '#fff',
        fillOpacity: 1,
        pmIgnore: true,
      })
        .bindTooltip(tx(branch.name))
        .addTo(group);
    }
    return () => {
      group.remove();
    };
  }, [leaflet, zones, branches, mode, tx]);

  // The outline being edited: its corners drag, a corner's middle handle adds one.
  useEffect(() => {
    const outline = draftRef.current;
    if (!leaflet || !outline || mode.kind !== 'edit') return;
    const { L, map } = leaflet;
    // The list that opened the zone may be far below: its corners must be in sight to be dragged.
    canvas.current?.scrollIntoView({ block: 'nearest' });
    const shape = L.polygon(
      outline.map(([lon, lat]) => [lat, lon] as [number, number]),
      { color: '#1d4ed8', weight: 3, fillOpacity: 0.2 },
    ).addTo(map);
    shape.pm.enable({ allowSelfIntersection: false, snappable: false });
    const report = () => handlers.current.onOutline(outlineOf(shape));
    shape.on('pm:edit', report);
    return () => {
      shape.pm.disable();
      shape.remove();
    };
  }, [leaflet, mode]);

  // Drawing a new outline: a click adds a corner, a click on the first corner closes it.
  useEffect(() => {
    if (!leaflet || mode.kind !== 'draw') return;
    const { map } = leaflet;
    const onCreate = (event: { layer: Leaflet.Layer }) => {
      const layer = event.layer as Leaflet.Polygon;
      handlers.current.onOutline(outlineOf(layer));
      layer.remove();
    };
    map.on('pm:create', onCreate as unknown as Leaflet.LeafletEventHandlerFn);
    // Geoman's own tooltips are English only; the hint above the map says the same in three languages.
    map.pm.enableDraw('Polygon', { allowSelfIntersection: false, snappable: false, tooltips: false });
    return () => {
      map.pm.disableDraw();
      map.off('pm:create', onCreate as unknown as Leaflet.LeafletEventHandlerFn);
    };
  }, [leaflet, mode]);

  return (
    <div className={`zone-map-frame${tilesFailed ? ' zone-map-frame--plain' : ''}`}>
      {/* Leaflet owns this element's classes: React sets them once and never again. */}
      <div
        ref={canvas}
        className="zone-map"
        role="application"
        aria-label={t('zones.map')}
        data-testid="zone-map"
      />
      {!leaflet && (
        <div className="zone-map-skeleton skeleton" role="status" aria-busy="true">
          <span className="visually-hidden">{t('shell.loading')}</span>
        </div>
      )}
      {tilesFailed && <p className="zone-map-note">{t('zones.noTiles')}</p>}
    </div>
  );
}

function outlineOf(layer: Leaflet.Polygon): LonLat[] {
  const rings = layer.getLatLngs() as Leaflet.LatLng[][];
  const ring = (Array.isArray(rings[0]) ? rings[0] : rings) as Leaflet.LatLng[];
  return ring.map((p) => [round(p.lng), round(p.lat)]);
}

/** Six decimals: about 10 cm, more than any hand-drawn edge means. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;
