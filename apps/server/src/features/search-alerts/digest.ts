import { ALERT_FREQUENCY_LABELS, type AlertFrequency } from '@app/contract/search-alerts';
import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { Jobs } from '../../jobs/jobs-plugin.js';
import { mailFooter } from '../../mail/mail-footer.js';
import { enqueueMail } from '../../mail/mail-job.js';
import type { MailMessage } from '../../mail/mailer.js';
import { createSearchAlertsRepository, type MatchRow, type WatchRow } from './repository.js';
import { unsubscribeToken } from './unsubscribe-token.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The shortest time between two digests of a watch. A little under the period, so a digest run that
 * comes a few minutes early next day is not pushed back by a whole day. */
const PERIOD_MS: Record<AlertFrequency, number> = {
  daily: DAY_MS - 30 * 60_000,
  weekly: 7 * DAY_MS - 30 * 60_000,
};

/** Whether the watch may send its next digest at `now` (never sent: at once). */
function isDue(watch: Pick<WatchRow, 'frequency' | 'last_digest_at'>, now: Date): boolean {
  if (!watch.last_digest_at) return true;
  return now.getTime() - new Date(watch.last_digest_at).getTime() >= PERIOD_MS[watch.frequency];
}

export interface DigestSection {
  watch: WatchRow;
  matches: MatchRow[];
  unsubscribeUrl: string;
}

/** One mail per owner and run, one section per watched search, every patent with its link. */
function digestMail(
  to: { email: string; name: string },
  appBaseUrl: string,
  sections: readonly DigestSection[],
): MailMessage {
  const total = sections.reduce((sum, section) => sum + section.matches.length, 0);
  const body = sections.flatMap((section) => [
    `■ 検索条件「${section.watch.name}」（${ALERT_FREQUENCY_LABELS[section.watch.frequency]}）新着 ${section.matches.length}件`,
    ...section.matches.flatMap((match) => [
      `・${match.publication_number}\u3000${match.title}`,
      `\u3000${appBaseUrl}/patents/${encodeURIComponent(match.patent_external_id)}`,
    ]),
    `この検索条件で特許一覧を開く：${appBaseUrl}/patents${section.watch.query ? `?${section.watch.query}` : ''}`,
    `この検索条件のお知らせを停止する：${section.unsubscribeUrl}`,
    '',
  ]);
  return {
    to: to.email,
    subject: `【素材特許ナビ】保存した検索条件に新しい特許が${total}件あります`,
    text: [
      `${to.name} 様`,
      '',
      'お知らせを設定した検索条件に一致する特許が、データの更新で新たに見つかりました。',
      '',
      ...body,
      `新着アラートの一覧と設定（マイページ）：${appBaseUrl}/mypage`,
      mailFooter(appBaseUrl),
    ].join('\n'),
  };
}

/**
 * The digest run: for every owner with waiting matches, the watches that are due (one digest per period)
 * go into one mail; their matches are marked mailed in the same transaction that queues the mail, so a
 * match is mailed once and nothing is sent when nothing matched. Returns the number of mails queued.
 */
export async function sendDueDigests(
  db: Kysely<Database>,
  jobs: Jobs,
  appBaseUrl: string,
  now: Date,
): Promise<number> {
  const repository = createSearchAlertsRepository(db);
  let mails = 0;
  for (const userId of await repository.ownersWaiting()) {
    const queued = await db.transaction().execute(async (trx) => {
      // PostgreSQL: two servers' runs must not both mail the same matches (SQLite writes one at a time).
      const ownerQuery = trx.selectFrom('users');
      if (dialectOf(trx) === 'postgres') {
        await ownerQuery.select('id').where('id', '=', userId).forUpdate().execute();
      }
      const owner = await ownerQuery
        .select(['email', 'name', 'status', 'disabled_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
      // A disabled or unconfirmed account gets no mail; its matches wait.
      if (!owner || owner.status !== 'ACTIVE' || owner.disabled_at !== null) return false;
      const due = (await repository.watchesOf(userId, trx)).filter((watch) => isDue(watch, now));
      const waiting = await repository.matchesOf(userId, { waitingOnly: true }, trx);
      const sections: DigestSection[] = [];
      for (const watch of due) {
        const matches = waiting.filter((match) => match.saved_search_id === watch.saved_search_id);
        if (matches.length === 0) continue;
        const token = await unsubscribeToken(trx, watch.saved_search_id);
        sections.push({
          watch,
          matches,
          unsubscribeUrl: `${appBaseUrl}/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        });
      }
      if (sections.length === 0) return false;
      await repository.markMailed(
        sections.map((section) => section.watch.saved_search_id),
        now,
        trx,
      );
      await enqueueMail(jobs, digestMail(owner, appBaseUrl, sections), trx);
      return true;
    });
    if (queued) mails += 1;
  }
  if (mails > 0) jobs.worker.wake();
  return mails;
}
