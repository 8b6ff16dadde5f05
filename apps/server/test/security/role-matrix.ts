import { readFileSync } from 'node:fs';

/** The columns of role-matrix.md: PRODUCT.md's five access levels, the Location Manager on two locations. */
export const MATRIX_COLUMNS = ['FULL_ADMIN', 'MANAGER', 'LM_OWN_LOCATION', 'LM_OTHER_LOCATION', 'STANDARD_USER', 'BASIC_USER'] as const;
export type MatrixColumn = (typeof MATRIX_COLUMNS)[number];

export interface MatrixRow {
  mutation: string;
  allowed: Record<MatrixColumn, boolean>;
  why: string;
}

/**
 * Reads the role matrix: one markdown table row per mutation, `yes`/`no` per column, a reason last. Any
 * other cell is an error, so a typo cannot quietly allow something.
 */
export function readRoleMatrix(path = new URL('./role-matrix.md', import.meta.url)): MatrixRow[] {
  const rows: MatrixRow[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | `mutation` | yes | no | … | why |  →  ['', '`mutation`', 'yes', …, 'why', '']
    const name = /^`(\w+)`$/.exec(cells[1] ?? '')?.[1];
    if (!name) continue;
    const answers = cells.slice(2, 2 + MATRIX_COLUMNS.length);
    if (answers.length !== MATRIX_COLUMNS.length || answers.some((cell) => cell !== 'yes' && cell !== 'no')) {
      throw new Error(`role-matrix.md: the row of ${name} must say yes or no in each of its ${MATRIX_COLUMNS.length} columns`);
    }
    const allowed = Object.fromEntries(MATRIX_COLUMNS.map((column, i) => [column, answers[i] === 'yes'])) as Record<MatrixColumn, boolean>;
    rows.push({ mutation: name, allowed, why: cells[2 + MATRIX_COLUMNS.length] ?? '' });
  }
  return rows;
}
