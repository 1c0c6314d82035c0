/**
 * A rating as engineers read it: the grade's symbol in its colour, its meaning (and the scale, exposure,
 * source) on hover. An inherited rating is drawn dashed and names the family it comes from.
 */
import type { MatrixScale, PlacedRating } from '@console/contract';
import { Tag, Tooltip } from 'antd';
import { useLocaleStore } from '../../../stores/locale.ts';
import { gradeOf } from './scales.ts';
import { useChemicalT } from './strings.ts';
// The chemical screens' styles: every one of them draws grades, so they load with the tag.
import './chemicals.css';

interface GradeTagProps {
  symbol: string;
  scale: MatrixScale | undefined;
  rating?: Partial<PlacedRating>;
  /** Show the exposure beside the symbol (the matrix, where a cell may hold several). */
  showCondition?: boolean;
}

export function GradeTag({ symbol, scale, rating, showCondition }: GradeTagProps) {
  const t = useChemicalT();
  const locale = useLocaleStore((s) => s.locale);
  const grade = gradeOf(scale, symbol);
  const meaning = grade
    ? locale === 'en'
      ? grade.meaning_en || grade.meaning_zh
      : grade.meaning_zh
    : undefined;
  const scaleName = scale ? (locale === 'en' ? scale.name_en || scale.name_zh : scale.name_zh) : '';
  const from = rating?.from;
  const lines = [
    `${symbol} · ${meaning ?? t('unknownGrade')}`,
    scaleName && `${t('scale')}: ${scaleName}`,
    rating?.condition !== undefined && (rating.condition || t('noCondition')),
    from && t('inherited', { name: locale === 'en' ? from.name_en || from.name_zh : from.name_zh }),
    rating?.source && `${t('source')}: ${rating.source}`,
    rating?.remark && `${t('remark')}: ${rating.remark}`,
  ].filter(Boolean);
  return (
    <Tooltip
      title={
        <div data-testid="grade-tooltip">
          {lines.map((line) => (
            <div key={String(line)}>{line}</div>
          ))}
        </div>
      }
    >
      <Tag
        color={grade?.color ?? 'default'}
        className={from ? 'chem-grade chem-grade--inherited' : 'chem-grade'}
        data-testid="grade-tag"
        data-grade={symbol}
        data-inherited={from ? 'true' : undefined}
      >
        <b>{symbol}</b>
        {showCondition && rating?.condition ? (
          <span className="chem-grade__cond">{rating.condition}</span>
        ) : null}
      </Tag>
    </Tooltip>
  );
}
