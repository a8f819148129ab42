import { SaveInstitution } from '@hanyu/contracts/admin/institutions';

export type InstitutionField = 'id' | 'name' | 'region';
export interface InstitutionDraft {
  id: string;
  name: string;
  region: string;
}

/** The contract's refusals of a draft, by field (its messages, the first per field); empty when it may be sent. */
export function institutionProblems(draft: InstitutionDraft): Partial<Record<InstitutionField, string>> {
  const checked = SaveInstitution.payload.safeParse(draft);
  if (checked.success) return {};
  const problems: Partial<Record<InstitutionField, string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if ((field === 'id' || field === 'name' || field === 'region') && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}
