/**
 * One's own avatar: an image uploaded to `POST /api/upload`, then saved with `POST /admin/user/avatar/update`;
 * the user store is read again so the navbar's avatar changes at once.
 */
import { UploadOutlined } from '@ant-design/icons';
import { adminUserResource, imageMimeTypes, type ResourceDef, uploadTypes } from '@console/contract';
import { App, Button, Space, Typography, Upload } from 'antd';
import { upload } from '../../api/request.ts';
import { useFamilyMutation } from '../../resources/api.ts';
import { refreshCurrentUser, updateAvatar } from './api.ts';
import { useProfileStrings } from './strings.ts';

const accepted: readonly string[] = imageMimeTypes;
const extensions = imageMimeTypes.map((mime) => uploadTypes[mime].toUpperCase());

export function AvatarUpload({ avatar }: { avatar: string }) {
  const s = useProfileStrings();
  const { message } = App.useApp();
  // A change of an admin account: the admin list (which shows avatars) refreshes too.
  const save = useFamilyMutation(adminUserResource as ResourceDef, async (next: string) => {
    await updateAvatar(next);
    await refreshCurrentUser({ avatar: next });
  });

  return (
    <Space orientation="vertical" align="center" size={4}>
      <Space wrap>
        <Upload
          accept={accepted.join(',')}
          showUploadList={false}
          disabled={save.isPending}
          beforeUpload={(file) => {
            if (accepted.includes(file.type)) return true;
            message.error(s.avatarWrongType);
            return Upload.LIST_IGNORE;
          }}
          customRequest={async ({ file, onSuccess, onError }) => {
            try {
              // The request function reports a failure itself (the server names the type or size it refused).
              const saved = await upload(file as File);
              await save.mutateAsync(saved.url);
              message.success(s.avatarUpdated);
              onSuccess?.(saved);
            } catch (error) {
              onError?.(error instanceof Error ? error : new Error(String(error)));
            }
          }}
        >
          <Button icon={<UploadOutlined />} loading={save.isPending} data-testid="avatar-upload">
            {s.changeAvatar}
          </Button>
        </Upload>
        {avatar && (
          <Button
            type="link"
            disabled={save.isPending}
            onClick={() =>
              void save.mutateAsync('').then(
                () => message.success(s.avatarRemoved),
                () => {},
              )
            }
            data-testid="avatar-remove"
          >
            {s.removeAvatar}
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary">{s.avatarHint(extensions)}</Typography.Text>
    </Space>
  );
}
