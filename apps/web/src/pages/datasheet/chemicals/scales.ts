/** The rating scales with their grades, read once for every rating cell and picker of the chemical screens. */
import { chemicalScaleResource, type MatrixScale, type ScaleGrade } from '@console/contract';
import { useMemo } from 'react';
import { useResourceList } from '../../../resources/api.ts';

const ALL = { page: 1, size: 100 } as const;

export function scalesFromRows(rows: readonly Record<string, unknown>[]): Map<number, MatrixScale> {
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        name_zh: String(row.name_zh ?? ''),
        name_en: String(row.name_en ?? ''),
        grades: ((row.grades as ScaleGrade[] | undefined) ?? []).map((grade) => ({
          symbol: String(grade.symbol),
          meaning_zh: String(grade.meaning_zh ?? ''),
          meaning_en: String(grade.meaning_en ?? ''),
          color: String(grade.color ?? 'default'),
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
