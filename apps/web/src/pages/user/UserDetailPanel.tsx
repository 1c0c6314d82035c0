/**
 * Below a user's profile: the full contact on demand (the "view contact" authority; each view recorded by the
 * server as a view of personal data), the user's tags (type user), and in one place what the user did and what business came of it —
 * follows, downloads, collections, history, shares, subscriptions, feedback, verification checks, privacy
 * numbers, mail — and the proposals, demands and notifications of the families that name a user
 * (`user_id` → site_user), whichever of them are declared.
 */
import { EyeOutlined } from '@ant-design/icons';
import {
  contactEndpoint,
  emailReadLogResource,
  type ResourceDef,
  type RowOf,
  resources,
  siteUserCheckResource,
  siteUserCollectionResource,
  siteUserDownloadResource,
  siteUserFollowResource,
  siteUserHistoryResource,
  siteUserResource,
  siteUserShareResource,
  siteUserSubscriptionResource,
  siteUserVirtualPhoneResource,
  TagType,
  userFeedbackResource,
} from '@console/contract';
import { Button, Card, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../api/call.ts';
import { RelatedRows } from '../../resources/RelatedRows.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { RowTags } from '../configuration/system/tags/RowTags.tsx';
import { useUserT } from './strings.ts';

const own: readonly ResourceDef[] = [
  siteUserFollowResource,
  siteUserDownloadResource,
  siteUserCollectionResource,
  siteUserHistoryResource,
  siteUserShareResource,
  siteUserSubscriptionResource,
  userFeedbackResource,
  siteUserCheckResource,
  siteUserVirtualPhoneResource,
  emailReadLogResource,
];

/** Families of other domains naming a user by `user_id` (proposals, demands, notifications), once declared. */
function businessFamilies(): ResourceDef[] {
  const keys = ['proposal', 'demand', 'user_message'];
  return keys.flatMap((key) => {
    const def = resources[key];
    const field = def?.fields.find((f) => f.name === 'user_id');
    return def && field?.kind === 'reference' && field.target === siteUserResource.key ? [def] : [];
  });
}

type UserRow = RowOf<typeof siteUserResource>;

function ContactReveal({ user }: { user: UserRow }) {
  const t = useUserT();
  const [shown, setShown] = useState<Record<string, string> | null>(null);
  const reveal = async () => setShown(await call(contactEndpoint(siteUserResource), { id: user.id }));
  return (
    <Card size="small" title={t('contact')} data-testid="user-contact">
      <Space wrap>
        {shown ? (
          <Typography.Text data-testid="user-contact-shown">
            {t('contactShown', { phone: shown.phone || t('none'), email: shown.email || t('none') })}
          </Typography.Text>
        ) : (
          <Button
            size="small"
            icon={<EyeOutlined />}
            onClick={() => void reveal()}
            data-testid="user-contact-show"
          >
            {t('contactShow')}
          </Button>
        )}
      </Space>
    </Card>
  );
}

/** Whether the server masked the row's contact (the admin lacks the "view contact" authority). */
const masked = (user: UserRow) => [user.phone, user.email].some((v) => v.includes('*'));

export function UserDetailPanel({ user }: { user: UserRow }) {
  const t = useUserT();
  const locale = useLocaleStore((s) => s.locale);
  const families = [...own, ...businessFamilies()];
  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 16 }} size="middle">
      {masked(user) && <ContactReveal user={user} />}
      <RowTags type={TagType.USER} targetId={user.id} color="blue" title={t('tags')} testId="user-tag" />
      <Card size="small" title={t('activity')} data-testid="user-activity">
        <Tabs
          size="small"
          items={families.map((def) => ({
            key: def.key,
            label: def.label[locale],
            children: (
              <RelatedRows def={def} filter={{ user_id: user.id }} size={10} testId={`user-${def.key}`} />
            ),
          }))}
        />
      </Card>
    </Space>
  );
}
