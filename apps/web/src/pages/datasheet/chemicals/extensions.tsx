/**
 * The chemical families' additions to the generic screens: rating cells that show the grade in its colour with
 * its meaning on hover, a grade picker limited to the chosen scale, a CAS input that checks the check digit,
 * and a scale's grades drawn as they will look.
 */
import {
  chemicalCompatibilityResource,
  chemicalDsCompatibilityResource,
  chemicalItemResource,
  chemicalScaleResource,
  type ListRowOf,
} from '@console/contract';
import { Space } from 'antd';
import {
  familyExtension,
  type ResourceExtension,
  type ResourceExtensions,
} from '../../../resources/extensions.ts';
import { GradeTag } from './GradeTag.tsx';
import { scalesFromRows, useScales } from './scales.ts';
import { CasInput, GradePicker } from './widgets.tsx';

/**
 * What a rating cell reads of a row, as both compatibility families declare it (a category's ratings and a
 * sheet's): a family without one of these fields is a compile error where the cell is given to it.
 */
type RatingRow = Pick<
  ListRowOf<typeof chemicalCompatibilityResource>,
  'grade' | 'scale_id' | 'condition' | 'source' | 'remark'
>;

function RatingCell({ row }: { row: RatingRow }) {
  const scales = useScales();
  return (
    <GradeTag
      symbol={row.grade}
      scale={scales.get(row.scale_id)}
      rating={{ condition: row.condition, source: row.source, remark: row.remark }}
    />
  );
}

function ScaleGrades({ row }: { row: ListRowOf<typeof chemicalScaleResource> }) {
  const scale = scalesFromRows([row]).get(row.id);
  return (
    <Space size={2} wrap>
      {(scale?.grades ?? []).map((grade) => (
        <GradeTag key={grade.symbol} symbol={grade.symbol} scale={scale} />
      ))}
    </Space>
  );
}

const rating: ResourceExtension<RatingRow> = {
  cells: { grade: (row) => <RatingCell row={row} /> },
  fieldWidgets: { grade: GradePicker },
};

export const chemicalExtensions: ResourceExtensions = {
  ...familyExtension(chemicalCompatibilityResource, rating),
  ...familyExtension(chemicalDsCompatibilityResource, rating),
  ...familyExtension(chemicalItemResource, { fieldWidgets: { cas: CasInput } }),
  ...familyExtension(chemicalScaleResource, { cells: { grades: (row) => <ScaleGrades row={row} /> } }),
};
