/** The kinds of request the contact form offers; the label is what the operator receives as the subject. */
export const CONTACT_SUBJECTS = [
  { key: 'usage', label: 'サービスの使い方について' },
  { key: 'upgrade', label: 'スタンダードプランの申し込み' },
  { key: 'data', label: '掲載データの誤りについて' },
  { key: 'bug', label: '不具合のご報告' },
  { key: 'other', label: 'その他' },
] as const;

export type ContactSubjectKey = (typeof CONTACT_SUBJECTS)[number]['key'];

/** The label for `?subject=<key>` (e.g. `upgrade` from the upgrade modal), or '' for none or unknown. */
export function subjectLabelOf(key: string | null): string {
  return CONTACT_SUBJECTS.find((subject) => subject.key === key)?.label ?? '';
}

export const UPGRADE_SUBJECT = subjectLabelOf('upgrade');
