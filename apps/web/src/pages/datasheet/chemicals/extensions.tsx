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
  type ResourceRow,
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

function RatingCell({ row }: { row: ResourceRow }) {
  const scales = useScales();
  return (
    <GradeTag
      symbol={String(row.grade)}
      scale={scales.get(Number(row.scale_id))}
      rating={{
        condition: String(row.condition ?? ''),
        source: String(row.source ?? ''),
        remark: String(row.remark ?? ''),
      }}
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

const rating: ResourceExtension = {
  cells: { grade: (row) => <RatingCell row={row} /> },
  fieldWidgets: { grade: GradePicker },
};

export const chemicalExtensions: ResourceExtensions = {
  ...familyExtension(chemicalCompatibilityResource, rating),
  ...familyExtension(chemicalDsCompatibilityResource, rating),
  ...familyExtension(chemicalItemResource, { fieldWidgets: { cas: CasInput } }),
  ...familyExtension(chemicalScaleResource, { cells: { grades: (row) => <ScaleGrades row={row} /> } }),
};
