// `2048kit validate`: checks variant definition files; every issue is reported with its JSON path.
import { formatIssue, formatPath, type IssuePath } from '@2048kit/core';
import { readDefinition } from './read.ts';

export interface FileIssue {
  readonly code: string;
  readonly path: IssuePath;
  /** The path as text, e.g. `rules.spawn.table[1].weight` (`(root)` for the whole file). */
  readonly at: string;
  readonly message: string;
}

export interface FileReport {
  readonly file: string;
  readonly valid: boolean;
  /** The variant's id, when the file is valid. */
  readonly id?: string;
  readonly issues: readonly FileIssue[];
}

export async function validateFile(file: string): Promise<FileReport> {
  const result = await readDefinition(file);
  if (result.ok) return { file, valid: true, id: result.definition.id, issues: [] };
  return {
    file,
    valid: false,
    issues: result.issues.map((i) => ({ code: i.code, path: i.path, at: formatPath(i.path), message: i.message })),
  };
}

/** Files are checked one after another so that the report keeps the order they were given in. */
export async function validateFiles(files: readonly string[]): Promise<FileReport[]> {
  const reports: FileReport[] = [];
  for (const file of files) reports.push(await validateFile(file));
  return reports;
}

/** Text lines: `file: ok (id)` for a valid file, `file: path: message` for each issue. */
export function formatReport(report: FileReport): { ok: string[]; issues: string[] } {
  if (report.valid) return { ok: [`${report.file}: ok (${report.id})`], issues: [] };
  return { ok: [], issues: report.issues.map((i) => `${report.file}: ${formatIssue(i)}`) };
}
