import { Gender } from '@hanyu/contracts/constants/account';
import { maskIdCard } from '@hanyu/contracts/psc/id-card';
import {
  certQueryIssues,
  PscLevel,
  scoreQueryIssues,
  type PscCertificate,
  type PscQueryFields,
  type PscResult,
} from '@hanyu/contracts/psc/score-service';
import { appError } from '../../platform/errors.ts';
import type { PscResultRow, ScoreResultRepository } from './score-result-repository.ts';

function isGender(value: string): value is Gender {
  return (Object.values(Gender) as string[]).includes(value);
}

function isLevel(value: string | null): value is PscLevel {
  return value !== null && (Object.values(PscLevel) as string[]).includes(value);
}

/** A stored row as the caller may see it: the identity number masked, the score back in points. */
export function presentResult(row: PscResultRow): PscResult {
  if (!isGender(row.gender)) throw new Error(`psc_result ${row.id} has an unknown gender`);
  return {
    name: row.name,
    idCard: maskIdCard(row.id_card),
    stuId: row.stu_id,
    centId: row.cent_id,
    gender: row.gender,
    provinceName: row.province_name,
    siteName: row.site_name,
    score: row.score_hundredths / 100,
    level: isLevel(row.level) ? row.level : null,
    testDate: row.test_date,
  };
}

/**
 * The rules of the external score service: a row is answered only when every field the caller gave
 * matches it, and the caller gave the fields spec section 5 asks for (checked again here, whatever
 * the route's contract did). Not found is the spec's own error, with nothing about which field failed.
 */
export class ScoreService {
  constructor(private readonly results: ScoreResultRepository) {}

  async queryScores(fields: PscQueryFields): Promise<{ total: number; list: PscResult[] }> {
    const issue = scoreQueryIssues(fields)[0];
    if (issue) throw appError(issue.field === null ? 'ScoreQueryTooFew' : 'InvalidPayload', { detail: issue.message });
    const rows = await this.results.findScores({ name: fields.name, idCard: fields.idCard, stuId: fields.stuId });
    if (rows.length === 0) throw appError('ResultNotFound');
    return { total: rows.length, list: rows.map(presentResult) };
  }

  async verifyCertificate(fields: PscQueryFields): Promise<PscCertificate> {
    const issue = certQueryIssues(fields)[0];
    if (issue)
      throw appError(issue.field === null ? 'CertQueryIncomplete' : 'InvalidPayload', { detail: issue.message });
    const { name, idCard, centId } = fields as Required<PscQueryFields>;
    const row = await this.results.findCertificate({ name, idCard, centId });
    const result = row ? presentResult(row) : null;
    if (!result || result.centId === null || result.level === null) throw appError('CertificateNotFound');
    return { ...result, centId: result.centId, level: result.level };
  }
}
