/**
 * The enterprise screens' own texts. Chinese is the reference; the English table must have the same keys
 * (the type checker enforces it).
 */
import { domainTexts } from '../../i18n/index.ts';

const zh = {
  members: '成员企业',
  sheets: '物性表',
  location: '位置',
  openMap: '在地图中打开',
  noMapKey: '未配置地图服务 key：以经纬度记录位置（系统配置 → 参数 map.service_key）',
  noLocation: '未填写经纬度',
  tags: '企业标签',
  tagsEmpty: '暂无标签',
  tagAdd: '添加标签',
  tagRemove: '移除标签',
  attributes: '工厂属性',
  attributesOpen: '属性详情',
  attributesEdit: '编辑属性',
  attributesEmpty: '还没有属性',
  attributesOf: '{name} 的属性',
  requests: '人脉拓展申请',
  pickTypeFirst: '先选设备类型',
  pickOnMap: '在地图上选点',
  usePoint: '使用此位置',
  clickTheMap: '在地图上点击要标记的位置',
  pickedPoint: '已选：纬度 {latitude}，经度 {longitude}',
  mapFailed: '地图服务加载失败（检查地图服务 key 与网络），请直接填写经纬度。',
} as const;

export type EnterpriseStringKey = keyof typeof zh;

const en: Record<EnterpriseStringKey, string> = {
  members: 'Member companies',
  sheets: 'Datasheets',
  location: 'Location',
  openMap: 'Open in the map',
  noMapKey:
    'No map-service key configured: the location is kept as latitude and longitude (setting map.service_key)',
  noLocation: 'No latitude / longitude given',
  tags: 'Company tags',
  tagsEmpty: 'No tags',
  tagAdd: 'Add a tag',
  tagRemove: 'Remove tag',
  attributes: 'Attributes',
  attributesOpen: 'Attribute details',
  attributesEdit: 'Edit attributes',
  attributesEmpty: 'No attributes yet',
  attributesOf: 'Attributes of {name}',
  requests: 'Network-expansion requests',
  pickTypeFirst: 'Pick the equipment type first',
  pickOnMap: 'Pick on the map',
  usePoint: 'Use this point',
  clickTheMap: 'Click the map where the place is',
  pickedPoint: 'Picked: latitude {latitude}, longitude {longitude}',
  mapFailed:
    'The map service did not load (check the map-service key and the network); type the coordinates instead.',
};

/** These screens' texts in the current locale; re-renders when it changes. */
export const useEnterpriseT = domainTexts({ zh, en });

export type EnterpriseT = ReturnType<typeof useEnterpriseT>;
