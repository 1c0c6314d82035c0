/**
 * Where a company or factory is: with a map-service key configured, a static map of the spot (AMap's static
 * map service, the key the console already holds) and a link to the full map; without a key, or when the
 * image cannot load, the coordinates alone. Never a broken widget.
 */
import type { companyResource, RowOf } from '@console/contract';
import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useMapServiceKey } from '../../stores/settings.ts';
import { useEnterpriseT } from './strings.ts';

/**
 * What the preview reads of a row, as the company and factory declarations both type it: a family lacking one
 * of these fields is a compile error where the preview is given its row.
 */
export type LocatedRow = Pick<RowOf<typeof companyResource>, 'latitude' | 'longitude' | 'address'>;

const coordinate = (value: number | null) => (value !== null && Number.isFinite(value) ? value : undefined);

export function staticMapUrl(key: string, latitude: number, longitude: number): string {
  const at = `${longitude},${latitude}`;
  const query = new URLSearchParams({
    location: at,
    zoom: '13',
    size: '480*220',
    markers: `mid,,A:${at}`,
    key,
  });
  return `https://restapi.amap.com/v3/staticmap?${query}`;
}

export function LocationPreview({ row }: { row: LocatedRow }) {
  const t = useEnterpriseT();
  const key = useMapServiceKey();
  const [failed, setFailed] = useState(false);
  const latitude = coordinate(row.latitude);
  const longitude = coordinate(row.longitude);
  const known = latitude !== undefined && longitude !== undefined;
  return (
    <Card size="small" title={t('location')} data-testid="location-preview">
      <Space orientation="vertical" size={8}>
        <Typography.Text>
          {known ? `${latitude.toFixed(6)}, ${longitude.toFixed(6)}` : t('noLocation')}
          {row.address !== '' && ` · ${row.address}`}
        </Typography.Text>
        {known && key !== '' && !failed && (
          <img
            src={staticMapUrl(key, latitude, longitude)}
            alt={t('location')}
            width={480}
            height={220}
            style={{ maxWidth: '100%', height: 'auto', borderRadius: 6 }}
            onError={() => setFailed(true)}
            data-testid="location-map"
          />
        )}
        {known && key !== '' && (
          <Typography.Link
            href={`https://uri.amap.com/marker?position=${longitude},${latitude}`}
            target="_blank"
            rel="noreferrer"
          >
            {t('openMap')}
          </Typography.Link>
        )}
        {key === '' && (
          <Typography.Text type="secondary" data-testid="location-no-key">
            {t('noMapKey')}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}
