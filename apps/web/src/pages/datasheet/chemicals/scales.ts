/** The rating scales with their grades, read once for every rating cell and picker of the chemical screens. */
import { chemicalScaleResource, type ListRowOf, type MatrixScale, type ScaleGrade } from '@console/contract';
import { useMemo } from 'react';
import { useResourceList } from '../../../resources/api.ts';

const ALL = { page: 1, size: 100 } as const;

export function scalesFromRows(
  rows: readonly ListRowOf<typeof chemicalScaleResource>[],
): Map<number, MatrixScale> {
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name_zh: row.name_zh,
        name_en: row.name_en,
        grades: row.grades.map((grade) => ({
          symbol: grade.symbol,
          meaning_zh: grade.meaning_zh,
          meaning_en: grade.meaning_en,
          // The colour's options are not literal in the declaration (string | number).
          color: String(grade.color),
        })),
      },
    ]),
  );
}

/** Every scale by id (a small library); an edited scale refreshes it with the family's other queries. */
export function useScales(): Map<number, MatrixScale> {
  const list = useResourceList(chemicalScaleResource, ALL);
  return useMemo(() => scalesFromRows(list.data?.list ?? []), [list.data]);
}

export function gradeOf(scale: MatrixScale | undefined, symbol: string): ScaleGrade | undefined {
  return scale?.grades.find((grade) => grade.symbol === symbol);
}
