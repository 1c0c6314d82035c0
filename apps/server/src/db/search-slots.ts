/**
 * How many numeric slots the per-sheet search copy has. Every (header, condition, state) a grid states gets
 * one slot per value it holds on one sheet (a sheet stating tensile strength dry under ISO 527 and under
 * ASTM D638 fills two slots of that key), assigned on first sight; keys beyond the last slot are searched
 * through `datasheet_search_value` alone, so an exhausted slot range costs speed, never a wrong answer.
 */
export const SEARCH_SLOTS = 64;

/** The slot numbers, 0 … SEARCH_SLOTS − 1. */
export const slotNumbers: readonly number[] = Array.from({ length: SEARCH_SLOTS }, (_, k) => k);
