/**
 * AMap's JavaScript API (the service whose key the console holds as `map.service_key`, as the static map uses
 * it), loaded once on first use. Only what the location picker calls is typed.
 */

export interface AmapLngLat {
  getLng(): number;
  getLat(): number;
}

export interface AmapMap {
  on(event: 'click', handler: (event: { lnglat: AmapLngLat }) => void): void;
  setCenter(position: [number, number]): void;
  destroy(): void;
}

export interface AmapMarker {
  setPosition(position: [number, number]): void;
  setMap(map: AmapMap | null): void;
}

export interface Amap {
  Map: new (container: HTMLElement, options: { center: [number, number]; zoom: number }) => AmapMap;
  Marker: new (options: { position: [number, number]; map?: AmapMap }) => AmapMarker;
}

declare global {
  interface Window {
    AMap?: Amap;
    /** Read by AMap's loader: the security code newer keys need. */
    _AMapSecurityConfig?: { securityJsCode: string };
  }
}

const LOAD_TIMEOUT_MS = 10_000;
let loading: Promise<Amap> | undefined;

/**
 * The API, loading its script with `key` (and the security code newer keys need) the first time; rejects when
 * it cannot load in time.
 */
export function loadAmap(key: string, securityCode = ''): Promise<Amap> {
  if (window.AMap) return Promise.resolve(window.AMap);
  if (securityCode) window._AMapSecurityConfig = { securityJsCode: securityCode };
  loading ??= new Promise<Amap>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://webapi.amap.com/maps?v=2.0&key=${encodeURIComponent(key)}`;
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error('map service timed out')), LOAD_TIMEOUT_MS);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loading = undefined; // a later attempt may succeed (the network came back, the key was fixed)
      reject(error);
    }
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.AMap) resolve(window.AMap);
      else fail(new Error('map service answered without its API'));
    };
    script.onerror = () => fail(new Error('map service unreachable'));
    document.head.appendChild(script);
  });
  return loading;
}
