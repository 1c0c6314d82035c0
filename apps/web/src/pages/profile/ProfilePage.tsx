/** 个人中心 (`/profile`): who is logged in, their avatar, and changing their own password. */
import { adminRoleOptions } from '@console/contract';
import { Avatar, Card, Col, Descriptions, Row, Tag } from 'antd';
import { defaultAvatar, Picture } from '../../shell/Picture.tsx';
import { Placeholder } from '../../shell/Placeholder.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { useUserStore } from '../../stores/user.ts';
import { AvatarUpload } from './AvatarUpload.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { useProfileStrings } from './strings.ts';

export function ProfilePage() {
  const s = useProfileStrings();
  const locale = useLocaleStore((st) => st.locale);
  const user = useUserStore();
  const role = adminRoleOptions.find((option) => option.value === user.role);

  return (
    <Row gutter={[16, 16]} data-testid="profile-page">
      <Col xs={24} lg={10} xl={8}>
        <Card title={s.account}>
          <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 16 }}>
            <Avatar
              size={96}
              src={<Picture src={user.avatar} fallback={defaultAvatar} data-testid="profile-avatar" />}
            />
          </div>
          <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 24 }}>
            <AvatarUpload avatar={user.avatar} />
          </div>
          <Descriptions column={1} size="small" data-testid="profile-account">
            <Descriptions.Item label={s.username}>{user.username}</Descriptions.Item>
            <Descriptions.Item label={s.name}>
              <Placeholder value={user.name} />
            </Descriptions.Item>
            <Descriptions.Item label={s.role}>
              <Placeholder value={user.role}>
                {role ? <Tag color={role.color}>{role.label[locale]}</Tag> : user.role}
              </Placeholder>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={14} xl={16}>
        <Card title={s.password}>
          <PasswordForm />
        </Card>
      </Col>
    </Row>
  );
}
