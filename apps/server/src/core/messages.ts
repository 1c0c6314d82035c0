import { cacheKeyPatternMessage, type Locale, type LocalName } from '@console/contract';

/** A message in both languages of the console; the answer picks one per request. */
export type LocalText = LocalName;

/** Chinese by default; English when the browser asks for it first (`Accept-Language: en…`). */
export function pickLocale(acceptLanguage: string | string[] | undefined): Locale {
  const first = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return first?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function localize(text: LocalText, locale: Locale): string {
  return text[locale];
}

/**
 * When to try again, as a person reads it: whole seconds under a minute, else whole minutes, rounded up, so
 * trying at the time said always succeeds (as far as that wait goes).
 */
export function retryAfter(waitMs: number): LocalText {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return { zh: `${seconds} 秒`, en: `${seconds} second${seconds === 1 ? '' : 's'}` };
  const minutes = Math.ceil(waitMs / 60_000);
  return { zh: `${minutes} 分钟`, en: `${minutes} minute${minutes === 1 ? '' : 's'}` };
}

/** Every message the server sends to a person, in one place. */
export const messages = {
  invalidCredentials: { zh: '用户名或密码错误', en: 'Incorrect username or password' },
  accountDisabled: { zh: '账号已停用', en: 'This account is disabled' },
  loginThrottled: (waitMs: number): LocalText => {
    const wait = retryAfter(waitMs);
    return {
      zh: `登录失败次数过多，请 ${wait.zh}后再试`,
      en: `Too many failed login attempts; try again in ${wait.en}`,
    };
  },
  /** A login or own-password change whose wait for the checks ahead of it (same account or address) ran out. */
  passwordChecksBusy: {
    zh: '同时进行的密码验证过多，请几秒后再试',
    en: 'Too many password checks at once; try again in a few seconds',
  },
  sessionExpired: { zh: '登录已失效，请重新登录', en: 'Your session has expired; please log in again' },
  apiNotFound: { zh: '接口不存在', en: 'No such API' },
  notFound: { zh: '未找到', en: 'Not found' },
  forbidden: { zh: '无权限', en: 'No permission' },
  malformedJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  badRequest: { zh: '请求格式不正确', en: 'Malformed request' },
  internal: { zh: '服务器内部错误', en: 'Internal server error' },
  webNotBuilt: {
    zh: '前端尚未构建：请运行 npm run build（或 npm start，它会自动构建）后刷新。',
    en: 'The web app is not built: run `npm run build` (or `npm start`, which builds it) and reload.',
  },
  /** `field: problem`, so the person sees which input to fix. */
  invalidField: (field: string | LocalText, problem: LocalText): LocalText => ({
    zh: `${typeof field === 'string' ? field : field.zh}: ${problem.zh}`,
    en: `${typeof field === 'string' ? field : field.en}: ${problem.en}`,
  }),
  field: {
    required: { zh: '不能为空', en: 'is required' },
    wrongType: (expected: string): LocalText => ({
      zh: `类型错误，应为 ${expected}`,
      en: `must be a ${expected}`,
    }),
    tooShort: (min: number): LocalText => ({ zh: `长度不能少于 ${min}`, en: `must be at least ${min} long` }),
    tooLong: (max: number): LocalText => ({ zh: `长度不能超过 ${max}`, en: `must be at most ${max} long` }),
    tooSmall: (min: number): LocalText => ({ zh: `不能小于 ${min}`, en: `must be at least ${min}` }),
    tooBig: (max: number): LocalText => ({ zh: `不能大于 ${max}`, en: `must be at most ${max}` }),
    oneOf: (values: string): LocalText => ({
      zh: `取值必须是 ${values} 之一`,
      en: `must be one of ${values}`,
    }),
    badFormat: { zh: '格式不正确', en: 'has an invalid format' },
    unknownKey: (keys: string): LocalText => ({ zh: `不支持的字段 ${keys}`, en: `unknown field ${keys}` }),
  },
  /** Input refused at the `/api` boundary before any handler reads it (input-boundary.ts). */
  input: {
    jsonOnly: {
      zh: '请求体须为 JSON（Content-Type: application/json）',
      en: 'The request body must be JSON (Content-Type: application/json)',
    },
    notAnObject: { zh: '须为 JSON 对象', en: 'must be a JSON object' },
    nul: { zh: '不能包含空字符（U+0000）', en: 'must not contain the NUL character (U+0000)' },
    loneSurrogate: (code: string): LocalText => ({
      zh: `含有无效的 Unicode 字符（孤立的代理项 ${code}）`,
      en: `contains an invalid Unicode character (a lone surrogate, ${code})`,
    }),
  },
  cache: {
    badPattern: {
      zh: `pattern: ${cacheKeyPatternMessage.zh}`,
      en: `pattern: ${cacheKeyPatternMessage.en}`,
    },
    wholeCache: {
      zh: 'pattern: 不能只由 * 组成（那会删除全部缓存）',
      en: 'pattern: must not be only * (that would delete the whole cache)',
    },
  },
  upload: {
    notMultipart: {
      zh: '请以 multipart/form-data 上传文件，字段名为 file',
      en: 'Send the file as multipart/form-data in the field "file"',
    },
    malformed: {
      zh: '上传的数据不完整或格式错误，请重新上传',
      en: 'The upload was cut short or malformed; please try again',
    },
    empty: { zh: '文件为空', en: 'The file is empty' },
    tooLarge: (maxMb: number): LocalText => ({
      zh: `文件过大，不能超过 ${maxMb} MB`,
      en: `The file is too large; the limit is ${maxMb} MB`,
    }),
    typeNotAllowed: (allowed: string): LocalText => ({
      zh: `不支持的文件类型，只能上传 ${allowed}`,
      en: `This type of file is not accepted; allowed: ${allowed}`,
    }),
    contentMismatch: (extension: string): LocalText => ({
      zh: `文件内容与类型不符：不是有效的 ${extension} 文件`,
      en: `The file's content does not match its type: not a valid ${extension} file`,
    }),
  },
} as const;
