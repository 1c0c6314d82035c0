/**
 * /v2_demand/send_message: push an approved demand to chosen users and/or the users of a user tag, as in-site
 * messages (one each); below, the messages already pushed for that demand and whether they were read. The
 * demand is in the URL (`?demand_id=`), so the detail screen's "push" link lands here with it chosen.
 */
import { SendOutlined } from '@ant-design/icons';
import { DemandStatus, demandEndpoints, TagType, userMessageResource } from '@console/contract';
import { App, Button, Card, Empty, Form, Input, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { useFamilyMutation } from '../../resources/api.ts';
import { ReferenceSelect } from '../../resources/ReferenceSelect.tsx';
import { RelatedRows } from '../../resources/RelatedRows.tsx';
import { useDemandT } from './strings.ts';

interface Values {
  user_ids?: number[];
  tag_id?: number | null;
  title?: string;
  content?: string;
}

export function SendMessagePage() {
  const t = useDemandT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useSearchParams();
  const demandId = Number(search.get('demand_id')) || undefined;
  const send = useFamilyMutation(userMessageResource, (values: Values & { demand_id: number }) =>
    call(demandEndpoints.sendMessage, {
      demand_id: values.demand_id,
      user_ids: values.user_ids ?? [],
      tag_id: values.tag_id ?? undefined,
      title: values.title?.trim() || undefined,
      content: values.content?.trim() || undefined,
    }),
  );

  const submit = async (values: Values) => {
    if (!demandId) return;
    if (!values.user_ids?.length && !values.tag_id) {
      message.warning(t('chooseSomeone'));
      return;
    }
    const done = await send.mutateAsync({ ...values, demand_id: demandId });
    message.success(t('sent', { n: done.sent }));
    form.resetFields(['user_ids', 'tag_id']);
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="send-message-page">
      <Card title={t('sendTitle')}>
        <Typography.Paragraph type="secondary">{t('sendIntro')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 640 }}>
          <Form.Item label={t('demand')} required>
            <ReferenceSelect
              aria-label={t('demand')}
              target="demand"
              filter={{ status: DemandStatus.approved }}
              value={demandId ?? null}
              onChange={(value) => {
                const next = new URLSearchParams(search);
                if (typeof value === 'number') next.set('demand_id', String(value));
                else next.delete('demand_id');
                setSearch(next, { replace: true });
              }}
              placeholder={t('demandPlaceholder')}
              data-testid="send-demand"
            />
          </Form.Item>
          <Form.Item name="user_ids" label={t('users')}>
            <ReferenceSelect
              target="site_user"
              multiple
              placeholder={t('usersPlaceholder')}
              data-testid="send-users"
            />
          </Form.Item>
          <Form.Item name="tag_id" label={t('tag')}>
            <ReferenceSelect
              target="tag"
              filter={{ type: TagType.USER }}
              placeholder={t('tagPlaceholder')}
              data-testid="send-tag"
            />
          </Form.Item>
          <Form.Item name="title" label={t('messageTitle')} extra={t('messageTitleHint')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="content" label={t('content')}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SendOutlined />}
            disabled={!demandId}
            loading={send.isPending}
            data-testid="send-submit"
          >
            {t('send')}
          </Button>
        </Form>
      </Card>
      {demandId ? (
        <RelatedRows
          def={userMessageResource}
          filter={{ demand_id: demandId }}
          fields={['user_id', 'title', 'is_read', 'read_at', 'sent_by', 'created_at']}
          title={t('sentList')}
          testId="sent-messages"
        />
      ) : (
        <Card>
          <Empty description={t('chooseDemandFirst')} />
        </Card>
      )}
    </Space>
  );
}
