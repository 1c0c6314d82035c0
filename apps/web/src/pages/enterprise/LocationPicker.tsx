/**
 * The longitude field of a company's or factory's form, with "在地图上选点" when a map-service key is set: a
 * dialog with the map, a click puts the marker, and confirming writes both coordinates into the form. Without
 * a key the field is the plain number it always was (latitude beside it); when the map cannot load, the
 * dialog says so and the fields still take typed coordinates. Never a broken widget.
 */
import { EnvironmentOutlined } from '@ant-design/icons';
import { MAP_SECURITY_SETTING } from '@console/contract';
import { Alert, Button, type ButtonProps, Form, InputNumber, Modal, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { FieldWidgetProps } from '../../resources/extensions.ts';
import { useMapServiceKey, usePublicSettings } from '../../stores/settings.ts';
import { type AmapMarker, loadAmap } from './amap.ts';
import { useEnterpriseT } from './strings.ts';

/** Where the map opens without coordinates yet: Shanghai, where most of the demo makers are. */
const DEFAULT_CENTER: [number, number] = [121.4737, 31.2304];
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function LongitudeWithPicker({ value, onChange, disabled }: FieldWidgetProps<number | null>) {
  const t = useEnterpriseT();
  const key = useMapServiceKey();
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        style={{ width: '100%' }}
        value={value ?? null}
        onChange={(next) => onChange?.(typeof next === 'number' ? next : null)}
        min={-180}
        max={180}
        disabled={disabled}
        data-testid="field-longitude"
      />
      {key && (
        <Button
          icon={<EnvironmentOutlined />}
          disabled={disabled}
          onClick={() => setOpen(true)}
          data-testid="location-pick"
        >
          {t('pickOnMap')}
        </Button>
      )}
      {open && (
        <PickerDialog
          mapKey={key}
          latitude={form.getFieldValue('latitude')}
          longitude={value ?? undefined}
          onClose={() => setOpen(false)}
          onPick={(latitude, longitude) => {
            form.setFieldsValue({ latitude, longitude });
            onChange?.(longitude);
            setOpen(false);
          }}
        />
      )}
    </Space.Compact>
  );
}

interface DialogProps {
  mapKey: string;
  latitude?: number;
  longitude?: number;
  onClose: () => void;
  onPick: (latitude: number, longitude: number) => void;
}

function PickerDialog({ mapKey, latitude, longitude, onClose, onPick }: DialogProps) {
  const t = useEnterpriseT();
  const securityCode = usePublicSettings().data?.[MAP_SECURITY_SETTING] ?? '';
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [point, setPoint] = useState<[number, number] | undefined>(
    typeof latitude === 'number' && typeof longitude === 'number' ? [longitude, latitude] : undefined,
  );
  const start = useRef(point);

  useEffect(() => {
    let destroyed = false;
    let cleanup = () => {};
    loadAmap(mapKey, securityCode).then(
      (AMap) => {
        if (destroyed || !container.current) return;
        const center = start.current ?? DEFAULT_CENTER;
        const map = new AMap.Map(container.current, { center, zoom: start.current ? 14 : 10 });
        let marker: AmapMarker | undefined = start.current
          ? new AMap.Marker({ position: start.current, map })
          : undefined;
        map.on('click', (event) => {
          const at: [number, number] = [round(event.lnglat.getLng()), round(event.lnglat.getLat())];
          if (marker) marker.setPosition(at);
          else marker = new AMap.Marker({ position: at, map });
          setPoint(at);
        });
        cleanup = () => map.destroy();
        setState('ready');
      },
      () => {
        if (!destroyed) setState('failed');
      },
    );
    return () => {
      destroyed = true;
      cleanup();
    };
  }, [mapKey, securityCode]);

  return (
    <Modal
      open
      width={720}
      title={t('pickOnMap')}
      onCancel={onClose}
      okText={t('usePoint')}
      okButtonProps={{ disabled: !point, 'data-testid': 'location-use' } as ButtonProps}
      onOk={() => point && onPick(point[1], point[0])}
    >
      {state === 'failed' ? (
        <Alert type="warning" showIcon title={t('mapFailed')} data-testid="location-map-failed" />
      ) : (
        <Spin spinning={state === 'loading'}>
          <div ref={container} style={{ height: 360 }} data-testid="location-map" />
        </Spin>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {point ? t('pickedPoint', { latitude: point[1], longitude: point[0] }) : t('clickTheMap')}
      </Typography.Paragraph>
    </Modal>
  );
}
