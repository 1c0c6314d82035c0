/**
 * The chemical forms' own controls: a rating's grade among its scale's grades (shown as they will look), and a
 * CAS number that says at once whether its check digit holds. The server checks both; these keep wrong input
 * from being typed in the first place.
 */
import { casProblem } from '@console/contract';
import { Form, Input, Select, Typography } from 'antd';
import type { FieldWidgetProps } from '../../../resources/extensions.ts';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useClearOnChange } from '../libraries/headers/pickers.tsx';
import { GradeTag } from './GradeTag.tsx';
import { useScales } from './scales.ts';
import { useChemicalT } from './strings.ts';

/** A rating's grade: one of the grades of the scale chosen above it; cleared when the scale changes. */
export function GradePicker({ value, onChange, disabled }: FieldWidgetProps<string | null>) {
  const t = useChemicalT();
  const locale = useLocaleStore((s) => s.locale);
  const form = Form.useFormInstance();
  const scaleId = Form.useWatch('scale_id', form);
  const scales = useScales();
  const scale = typeof scaleId === 'number' ? scales.get(scaleId) : undefined;
  useClearOnChange(scaleId, () => onChange?.(null));
  return (
    <Select<string>
      data-testid="field-grade"
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      disabled={disabled || !scale}
      placeholder={scale ? undefined : t('pickScaleFirst')}
      allowClear
      options={(scale?.grades ?? []).map((grade) => ({
        value: grade.symbol,
        label: (
          <span>
            <GradeTag symbol={grade.symbol} scale={scale} />{' '}
            {locale === 'en' ? grade.meaning_en || grade.meaning_zh : grade.meaning_zh}
          </span>
        ),
      }))}
    />
  );
}

/** A CAS number, with its check digit verified as it is typed. */
export function CasInput({ value, onChange, disabled }: FieldWidgetProps<string>) {
  const t = useChemicalT();
  const locale = useLocaleStore((s) => s.locale);
  const text = value ?? '';
  const problem = text ? casProblem(text) : null;
  return (
    <div>
      <Input
        data-testid="field-cas"
        value={text}
        onChange={(event) => onChange?.(event.target.value.trim())}
        disabled={disabled}
        placeholder="7664-93-9"
        status={problem ? 'warning' : undefined}
        maxLength={12}
      />
      {text ? (
        <Typography.Text type={problem ? 'warning' : 'success'} data-testid="cas-check">
          {problem ? problem[locale] : t('casOk')}
        </Typography.Text>
      ) : null}
    </div>
  );
}
