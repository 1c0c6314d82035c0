/** The /user screens' texts (zh reference, en the same keys). */
import type { Locale } from '@console/contract';
import { domainTexts } from '../../i18n/index.ts';

const zh = {
  exportMail: '导出并发送邮件',
  exportMailTitle: '导出用户并发送到邮箱',
  exportMailHint: '按当前筛选条件在后台生成 Excel 文件，完成后作为附件发送到下面的邮箱。',
  exportMailTo: '收件邮箱',
  exportMailSend: '开始导出',
  exportMailQueued: '已开始导出，完成后发送到 {email}',
  exportMailOutbox: '未配置 SMTP：邮件将写入服务器目录 {dir}（.eml 文件，可用邮件客户端打开）',
  exportJobs: '最近的导出',
  emailInvalid: '请输入有效的邮箱地址',
  cancel: '取消',
  contact: '联系方式',
  contactShow: '查看完整联系方式',
  contactShown: '手机 {phone} · 邮箱 {email}（本次查看已记入变更记录）',
  none: '无',
  tags: '用户标签',
  tagsEmpty: '还没有标签',
  tagAdd: '添加标签',
  tagRemove: '移除标签',
  activity: '用户行为与业务',
  lpTitle: '学习平台数据源',
  lpNone: '未配置学习平台数据源。请在「系统配置 → 键值配置」中设置 {url}（地址）和 {token}（令牌）。',
  lpSource: '数据源：{url} · 已同步 {n} 位用户',
  lpScan: '扫描',
  lpSync: '同步',
  lpCounts: '平台共 {total} 位：新增 {added}，有变化 {updated}，无变化 {unchanged}',
  lpScanned: '扫描结果（未写入）',
  lpSynced: '同步完成',
  collect: '从用户资料收集',
  collected: '新增 {added} 个写法，更新 {counted} 个写法的用户数',
};

const en: Record<keyof typeof zh, string> = {
  exportMail: 'Export by e-mail',
  exportMailTitle: 'Export users and mail the file',
  exportMailHint:
    'The users of the current filters are written to an Excel file in the background and mailed to this address.',
  exportMailTo: 'Send to',
  exportMailSend: 'Start export',
  exportMailQueued: 'Export started; it will be mailed to {email}',
  exportMailOutbox:
    'No SMTP server is configured: the message is written to {dir} on the server (.eml, opens in any mail client)',
  exportJobs: 'Recent exports',
  emailInvalid: 'Enter a valid e-mail address',
  cancel: 'Cancel',
  contact: 'Contact',
  contactShow: 'Show full contact',
  contactShown: 'Phone {phone} · E-mail {email} (this view is recorded in the change history)',
  none: 'none',
  tags: 'User tags',
  tagsEmpty: 'No tags yet',
  tagAdd: 'Add a tag',
  tagRemove: 'Remove the tag',
  activity: 'Activity and business',
  lpTitle: 'Learning-platform source',
  lpNone:
    'No learning-platform source is configured. Set {url} (address) and {token} (token) under System → Settings.',
  lpSource: 'Source: {url} · {n} users synchronised',
  lpScan: 'Scan',
  lpSync: 'Sync',
  lpCounts: '{total} users there: {added} new, {updated} changed, {unchanged} unchanged',
  lpScanned: 'Scan (nothing written)',
  lpSynced: 'Synchronised',
  collect: 'Collect from users',
  collected: '{added} new spellings, user counts of {counted} updated',
};

export const useUserT = domainTexts({ zh, en });

export const userText = (locale: Locale, key: keyof typeof zh): string => ({ zh, en })[locale][key];
