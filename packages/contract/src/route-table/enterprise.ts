import { detail, group, page } from './builders.ts';

export const enterprise = group('/enterprise', '企业管理', 'Enterprises', { icon: 'BankOutlined' }, [
  page('v1_group_list', '集团列表', 'Groups'),
  detail('v1_group_detail', '集团详情', 'Group details'),
  page('v1_company_list', '企业列表', 'Companies'),
  detail('v1_company_detail', '企业详情', 'Company details'),
  group('network_expansion', '人脉拓展', 'Network expansion', {}, [
    page('service_list', '拓展服务列表', 'Service requests'),
    detail('service_detail', '拓展服务详情', 'Service request details'),
  ]),
  page('v1_company_origin', '原始企业', 'Origin companies'),
  detail('v1_company_origin/:id', '原始企业详情', 'Origin company details'),
  page('v1_trademark_list', '商标列表', 'Trademarks'),
  group('factory', '工厂管理', 'Factories', { icon: 'ApartmentOutlined' }, [
    page('list', '工厂列表', 'Factory list'),
    group('equipment', '设备管理', 'Equipment', {}, [
      page('list', '设备列表', 'Equipment list'),
      page('type', '设备类型', 'Equipment types'),
      page('second_type', '设备二级类型', 'Equipment sub-types'),
    ]),
    page('foundry_model', '代工模式', 'Foundry models'),
    page('reputation', '工厂信誉', 'Reputation'),
    page('type', '工厂类型', 'Factory types'),
    page('special_tags', '特色标签', 'Special tags'),
    detail('details/:id', '工厂详情', 'Factory details'),
    detail('attribute_details/:id', '工厂属性详情', 'Factory attribute details'),
  ]),
  page('colleague', '企业员工', 'Colleagues'),
  detail('colleague_details/:id', '企业员工详情', 'Colleague details'),
  page('client', '客户企业', 'Clients'),
]);

export const product = group('/product', '产品管理', 'Products', { icon: 'ShoppingOutlined' }, [
  page('list', '产品列表', 'Product list'),
  detail('product_detail', '产品详情', 'Product details'),
  page('supple_list', '供应列表', 'Supply list'),
  detail('supply_detail', '供应详情', 'Supply details'),
]);

export const store = group('/store', '库存管理', 'Stock', { icon: 'DatabaseOutlined', noSubmenu: true }, [
  page('list', '库存列表', 'Stock list'),
  detail('details/:id', '库存详情', 'Stock details'),
]);

export const paper = group('/paper', '问卷管理', 'Questionnaires', { icon: 'FormOutlined' }, [
  page('list', '问卷列表', 'Questionnaire list'),
  page('add', '新增问卷', 'Add questionnaire'),
  detail('update/:id', '编辑问卷', 'Edit questionnaire'),
]);
