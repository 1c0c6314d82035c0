/**
 * The two records of the hidden monitor group point at each other: the access log (every request, from the
 * navbar) and the personal-data views (who saw whose contact data), so either is one click from the other.
 */
import { accessLogResource, type Locale, personalDataAccessResource, resources } from '@console/contract';
import { Alert, Button } from 'antd';
import { joinList } from '../../../i18n/index.ts';
import { useGoTo } from '../../../router/goTo.ts';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useSystemStrings } from '../system/strings.ts';

/** What a record holds, and a link to the other one. */
function RecordHeader({ how, to, label }: { how: string; to: string; label: string }) {
  const goTo = useGoTo();
  return (
    <Alert
      type="info"
      title={
        <>
          {how}{' '}
          <Button type="link" size="small" onClick={() => goTo(to)}>
            {label}
          </Button>
        </>
      }
    />
  );
}

export function AccessLogHeader() {
  const s = useSystemStrings();
  return (
    <RecordHeader how={s.accessLogHow} to={personalDataAccessResource.route} label={s.personalDataViews} />
  );
}

export function PersonalDataViewsHeader() {
  const s = useSystemStrings();
  return <RecordHeader how={s.personalDataViewsHow} to={accessLogResource.route} label={s.accessLog} />;
}

/** A family's name in the language shown, for the key a record holds (`site_user` → 用户). */
function familyName(key: unknown, locale: Locale): string {
  const def = typeof key === 'string' ? resources[key] : undefined;
  return def ? def.label[locale] : String(key ?? '');
}

export function FamilyNameCell({ family }: { family: unknown }) {
  return (
    <>
      {familyName(
        family,
        useLocaleStore((s) => s.locale),
      )}
    </>
  );
}

/** The fields a view showed, by their labels (`phone,email` → 手机、邮箱). */
export function ShownFieldsCell({ family, fields }: { family: unknown; fields: unknown }) {
  const locale = useLocaleStore((s) => s.locale);
  const def = typeof family === 'string' ? resources[family] : undefined;
  const names = String(fields ?? '')
    .split(',')
    .filter(Boolean)
    .map((name) => def?.fields.find((field) => field.name === name)?.label[locale] ?? name);
  return <>{joinList(locale, names)}</>;
}
