/**
 * "复制企业标签到用户": every tag bound to a company, bound to a user as well (`POST /tags/copy_company_to_user`).
 * The server skips tags the user already has and answers how many were copied, which is what the admin sees.
 */
import { type ResourceDef, tagBindingResource } from '@console/contract';
import { App, Form, InputNumber, Modal, Typography } from 'antd';
import { useFamilyMutation } from '../../../../resources/api.ts';
import { copyCompanyTagsToUser } from '../api.ts';
import { useSystemStrings } from '../strings.ts';

interface CopyFields {
  company_id?: number;
  user_id?: number;
}

export function CopyCompanyTagsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const s = useSystemStrings();
  const { message } = App.useApp();
  const [form] = Form.useForm<CopyFields>();
  const copy = useFamilyMutation(tagBindingResource as ResourceDef, copyCompanyTagsToUser);

  const submit = async () => {
    const fields = await form.validateFields();
    const result = await copy.mutateAsync({
      company_id: fields.company_id as number,
      user_id: fields.user_id as number,
    });
    if (result.copied > 0) message.success(s.copied(result.copied));
    else message.info(s.nothingCopied);
    onClose();
  };

  const idInput = (testId: string) => (
    <InputNumber data-testid={testId} min={1} precision={0} style={{ width: '100%' }} />
  );

  return (
    <Modal
      open={open}
      title={s.copyTitle}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={s.copySubmit}
      okButtonProps={{ loading: copy.isPending, 'data-testid': 'tag-copy-submit' }}
      destroyOnHidden
    >
      <div data-testid="tag-copy-dialog">
        <Typography.Paragraph type="secondary">{s.copyHint}</Typography.Paragraph>
        <Form<CopyFields> form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="company_id"
            label={s.companyId}
            rules={[{ required: true, message: s.companyIdRequired }]}
          >
            {idInput('tag-copy-company-id')}
          </Form.Item>
          <Form.Item name="user_id" label={s.userId} rules={[{ required: true, message: s.userIdRequired }]}>
            {idInput('tag-copy-user-id')}
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
