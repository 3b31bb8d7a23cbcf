// A map declared in a figure block (content/README.md §9): France, Europe, Africa or the world drawn at import time
// from Natural Earth's countries (world-atlas, public domain data) with d3-geo, the countries a chapter names
// highlighted and its places marked. A static SVG: no map library reaches the page.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoConicConformal, geoEquirectangular, geoNaturalEarth1, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

export const MAP_AREAS = ["france", "europe", "africa", "world"] as const;
export type MapArea = (typeof MAP_AREAS)[number];

export interface MapSpec {
  area: MapArea;
  highlight?: string[];
  places?: { name: string; lat: number; lon: number }[];
}

type Countries = FeatureCollection<Geometry, { name: string }>;
const require = createRequire(import.meta.url);
const cache = new Map<string, Countries>();

/** Natural Earth's countries at 1:50m (France, Europe) or 1:110m (Africa, the world), read once. */
function countries(scale: "50m" | "110m"): Countries {
  let loaded = cache.get(scale);
  if (!loaded) {
    const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/countries-${scale}.json`), "utf8")) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    loaded = feature(topology, topology.objects.countries) as Countries;
    cache.set(scale, loaded);
  }
  return loaded;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** A map's declaration read against the schema, or what is wrong with it. */
export function parseMap(value: unknown): { ok: true; map: MapSpec } | { ok: false; errors: string[] } {
  if (!isRecord(value)) return { ok: false, errors: ["a figure's map must be a mapping"] };
  const errors: string[] = [];
  for (const key of Object.keys(value)) if (!["area", "highlight", "places"].includes(key)) errors.push(`a map has no key "${key}" (keys: area, highlight, places)`);
  if (!(MAP_AREAS as readonly unknown[]).includes(value.area)) errors.push(`a map's area is one of ${MAP_AREAS.join(", ")}`);
  if (value.highlight !== undefined) {
    if (!Array.isArray(value.highlight) || !value.highlight.every((name) => typeof name === "string")) errors.push("a map's highlight is a list of country names");
    else {
      const known = new Set(countries("110m").features.map((country) => country.properties.name));
      for (const name of countries("50m").features) known.add(name.properties.name);
      for (const name of value.highlight as string[]) if (!known.has(name)) errors.push(`a map's highlight names no country "${name}" (Natural Earth's English names: "France", "Senegal", "Côte d'Ivoire"…)`);
    }
  }
  if (value.places !== undefined) {
    if (!Array.isArray(value.places)) errors.push("a map's places are a list");
    else
      value.places.forEach((place: unknown, index) => {
        if (!isRecord(place) || typeof place.name !== "string" || !isNumber(place.lat) || !isNumber(place.lon) || Math.abs(place.lat) > 90 || Math.abs(place.lon) > 180) {
          errors.push(`places[${index}] needs name, lat (−90 to 90) and lon (−180 to 180)`);
        }
      });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, map: value as unknown as MapSpec };
}

const WIDTH = 320;
/** Each area's frame (west, south, east, north, in degrees), its projection and its data's scale. */
/** Coordinates are rounded to `digits` decimals of the viewBox (Europe's coasts at 1:50m: whole units keep it small). */
const AREAS: Record<MapArea, { box: [number, number, number, number]; projection: () => GeoProjection; scale: "50m" | "110m"; height: number; digits: number }> = {
  france: { box: [-5.2, 41.3, 9.6, 51.1], projection: () => geoConicConformal().parallels([44, 49]).rotate([-3, 0]), scale: "50m", height: 310, digits: 1 },
  europe: { box: [-24, 34, 42, 71], projection: () => geoConicConformal().parallels([40, 60]).rotate([-10, 0]), scale: "50m", height: 290, digits: 0 },
  africa: { box: [-19, -36, 52, 38], projection: () => geoEquirectangular(), scale: "110m", height: 330, digits: 1 },
  world: { box: [-180, -60, 180, 84], projection: () => geoNaturalEarth1(), scale: "110m", height: 170, digits: 1 },
};

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The outline of a longitude/latitude box, walked densely enough to follow a conic projection's curves. */
function boxOutline([west, south, east, north]: [number, number, number, number]): Feature<Polygon> {
  const ring: [number, number][] = [];
  for (let step = 0; step <= 20; step += 1) ring.push([west + ((east - west) * step) / 20, south]);
  for (let step = 0; step <= 20; step += 1) ring.push([east, south + ((north - south) * step) / 20]);
  for (let step = 0; step <= 20; step += 1) ring.push([east - ((east - west) * step) / 20, north]);
  for (let step = 0; step <= 20; step += 1) ring.push([west, north - ((north - south) * step) / 20]);
  return { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [ring.reverse()] } };
}

/** The map drawn as SVG (before svg-sanitize's cleaning). */
export function drawMap(map: MapSpec): string {
  const area = AREAS[map.area];
  const height = area.height;
  const projection = area.projection();
  if (map.area === "world") projection.fitExtent([[2, 2], [WIDTH - 2, height - 2]], { type: "Sphere" });
  else projection.fitExtent([[2, 2], [WIDTH - 2, height - 2]], boxOutline(area.box));
  projection.clipExtent([[0, 0], [WIDTH, height]]);
  const path = geoPath(projection).digits(area.digits);
  const highlighted = new Set(map.highlight ?? []);
  const all = countries(area.scale).features;
  const plain = all.filter((country) => !highlighted.has(country.properties.name));
  const marked = all.filter((country) => highlighted.has(country.properties.name));
  const parts: string[] = [];
  if (map.area === "world") parts.push(`<path d="${path({ type: "Sphere" })}" fill="none" stroke="currentColor" stroke-width="0.6" class="fig-muted"/>`);
  parts.push(`<path d="${path({ type: "FeatureCollection", features: plain })}" fill="currentColor" fill-opacity="0.08" stroke="currentColor" stroke-width="0.5" class="fig-muted"/>`);
  if (marked.length > 0) parts.push(`<path d="${path({ type: "FeatureCollection", features: marked })}" fill="currentColor" fill-opacity="0.35" stroke="currentColor" stroke-width="0.8" class="fig-accent"/>`);
  for (const place of map.places ?? []) {
    const point = projection([place.lon, place.lat]);
    if (!point || point[0] < 0 || point[0] > WIDTH || point[1] < 0 || point[1] > height) continue;
    const [x, y] = point;
    // The label on the right of its dot unless it would leave the map (about 0.6 em a letter).
    const right = x + 5 + place.name.length * 7.2 < WIDTH;
    parts.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="3" fill="currentColor"/>`,
      `<text x="${(right ? x + 5 : x - 5).toFixed(1)}" y="${(y - 4).toFixed(1)}" text-anchor="${right ? "start" : "end"}" font-size="12" fill="currentColor">${escape(place.name)}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}">${parts.join("")}</svg>`;
}
