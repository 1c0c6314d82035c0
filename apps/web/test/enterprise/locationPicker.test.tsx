/**
 * The location picker of the company and factory forms, over a stand-in for AMap's API (the sandbox cannot
 * reach the real one): with a key, a click on the map writes both coordinates into the form; without a key
 * there is no picker, only the fields; a map that cannot load says so and leaves the fields as they were.
 */
import { MAP_SECURITY_SETTING, MAP_SERVICE_SETTING } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, type FormInstance, InputNumber } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Amap, AmapLngLat } from '../../src/pages/enterprise/amap.ts';
import { LongitudeWithPicker } from '../../src/pages/enterprise/LocationPicker.tsx';
import { publicSettingsKey } from '../../src/stores/settings.ts';

const longitudeField = {
  name: 'longitude',
  kind: 'decimal',
  label: { zh: '经度', en: 'Longitude' },
} as const;

/** A stand-in for AMap: records the map's click handler and where markers are put. */
function fakeAmap() {
  const seen = {
    click: undefined as ((event: { lnglat: AmapLngLat }) => void) | undefined,
    markers: [] as number[][],
  };
  const AMap = {
    Map: class {
      on(_event: string, handler: (event: { lnglat: AmapLngLat }) => void) {
        seen.click = handler;
      }
      setCenter() {}
      destroy() {}
    },
    Marker: class {
      constructor(options: { position: [number, number] }) {
        seen.markers.push(options.position);
      }
      setPosition(position: [number, number]) {
        seen.markers.push(position);
      }
      setMap() {}
    },
  } as unknown as Amap;
  return { AMap, seen };
}

function renderForm(key: string, securityCode = '') {
  const client = new QueryClient();
  client.setQueryData(publicSettingsKey, {
    ...(key ? { [MAP_SERVICE_SETTING]: key } : {}),
    ...(securityCode ? { [MAP_SECURITY_SETTING]: securityCode } : {}),
  });
  let form: FormInstance | undefined;
  function Host() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance} initialValues={{ latitude: null, longitude: null }}>
        <Form.Item name="latitude">
          <InputNumber data-testid="field-latitude" />
        </Form.Item>
        <Form.Item name="longitude">
          <LongitudeWithPicker field={longitudeField} />
        </Form.Item>
      </Form>
    );
  }
  render(
    <QueryClientProvider client={client}>
      <App>
        <Host />
      </App>
    </QueryClientProvider>,
  );
  return () => form as FormInstance;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.AMap;
  delete window._AMapSecurityConfig;
  for (const script of document.head.querySelectorAll('script[src*="webapi.amap.com"]')) script.remove();
});

describe('the location picker', () => {
  it('writes both coordinates of the point clicked on the map into the form', async () => {
    const { AMap, seen } = fakeAmap();
    window.AMap = AMap;
    const form = renderForm('amap-key');
    fireEvent.click(screen.getByTestId('location-pick'));
    await waitFor(() => expect(seen.click).toBeTypeOf('function'));
    act(() => seen.click?.({ lnglat: { getLng: () => 120.5853219, getLat: () => 31.2989661 } }));
    expect(seen.markers).toEqual([[120.585322, 31.298966]]);
    fireEvent.click(screen.getByTestId('location-use'));
    await waitFor(() =>
      expect(form().getFieldsValue()).toEqual({ latitude: 31.298966, longitude: 120.585322 }),
    );
  });

  it('offers no picker without a map-service key: the coordinates are typed', () => {
    renderForm('');
    expect(screen.queryByTestId('location-pick')).toBeNull();
    expect(screen.getByTestId('field-longitude')).toBeTruthy();
  });

  it('says so when the map cannot load, and changes nothing', async () => {
    // The script fails to load, as it does in a browser cut off from the map service.
    const appended = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      setTimeout(() => node.dispatchEvent(new Event('error')));
      return node;
    });
    const form = renderForm('amap-key', 'code-9');
    fireEvent.click(screen.getByTestId('location-pick'));
    expect(await screen.findByTestId('location-map-failed')).toBeTruthy();
    // A newer key's security code is handed to AMap's loader before its script is asked for.
    expect(window._AMapSecurityConfig).toEqual({ securityJsCode: 'code-9' });
    const script = appended.mock.calls
      .map(([node]) => node)
      .find((node) => node instanceof HTMLScriptElement);
    expect((script as HTMLScriptElement | undefined)?.src).toContain(
      'webapi.amap.com/maps?v=2.0&key=amap-key',
    );
    expect(form().getFieldsValue()).toEqual({ latitude: null, longitude: null });
  });
});
