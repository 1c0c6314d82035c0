/**
 * A campaign's message and how a send failure is sorted (pure functions of modules/email): the body with its
 * footer, the text part, the one-click unsubscribe headers only on a real recipient's message, and the SMTP
 * replies that are a bounce, a failure of one recipient, or the transport's (which stops the campaign).
 */
import { describe, expect, it } from 'vitest';
import { campaignMessage, textOf } from '../../src/modules/email/message.ts';
import { classifySendError } from '../../src/modules/email/sender.ts';

describe('campaign message', () => {
  const campaign = {
    subject: '新牌号',
    content: '<p>您好，<strong>PA66</strong> &amp; PC</p><p>第二段<br>换行</p>',
  };

  it('carries the recipient own unsubscribe link, in the footer, the text and the one-click headers', () => {
    const url = 'https://console.example.com/mail/unsubscribe/abc';
    const message = campaignMessage(campaign, 'a@example.com', url);
    expect(message.subject).toBe('新牌号');
    expect(message.html).toContain('<strong>PA66</strong>');
    expect(message.html).toContain(`href="${url}"`);
    expect(message.text).toBe(`您好，PA66 & PC\n第二段\n换行\n\n--\n退订 / Unsubscribe: ${url}`);
    expect(message.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('a test message says so and has no working link', () => {
    const message = campaignMessage(campaign, 'ops@example.com', null, { test: true });
    expect(message.subject).toBe('[测试] 新牌号');
    expect(message.html).toContain('href="#"');
    expect(message.headers).toBeUndefined();
  });

  it('text drops tags and scripts', () => {
    expect(textOf('<h2>标题</h2><ul><li>一</li><li>二</li></ul><script>x()</script>')).toBe('标题\n一\n二');
  });
});

describe('send failures', () => {
  it('a refused recipient is a bounce, a 4xx about the message a failure, no connection the transport', () => {
    expect(classifySendError({ code: 'EENVELOPE', responseCode: 550 })).toBe('bounced');
    expect(classifySendError({ responseCode: 550, command: 'RCPT TO' })).toBe('bounced');
    expect(classifySendError({ responseCode: 552, command: 'DATA' })).toBe('bounced');
    expect(classifySendError({ responseCode: 451, command: 'DATA' })).toBe('failed');
    expect(classifySendError({ code: 'ECONNECTION' })).toBe('transport');
    expect(classifySendError({ code: 'EAUTH', responseCode: 535 })).toBe('transport');
    expect(classifySendError(new Error('boom'))).toBe('transport');
  });
});
