import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TEXT_MAX, NOTIFICATION_TITLE_MAX, type NotificationType } from '@app/contracts/notifications';
import type { AppContext } from '../../platform/context.ts';
import { afterCommit } from '../../platform/db/after-commit.ts';
import type { Db } from '../../platform/db/client.ts';
import type { LiveHub } from './live-hub.ts';
import * as repo from './notifications.repository.ts';

/** What a notification says. */
export type NotifyMessage = {
  /** What it is about (contracts: notificationTypes; add a new kind there). Users choose in-app/e-mail per type. */
  type: NotificationType;
  /** One short line, e.g. "Your assignment was returned". Cut at 200 characters. */
  title: string;
  /** A sentence or two of plain text (no HTML). Cut at 2,000 characters. */
  text: string;
  /** Where opening it leads: a path of the web app (`/course/12/sap-fico-basics`), or null. */
  link?: string | null;
};

/** What the notifier needs of the users module: the recipients' addresses, read in the caller's transaction. */
export type NotifyUsersPort = {
  summaries(ids: number[], db: Db): Promise<{ id: number; firstName: string; email: string; active: boolean }[]>;
};

/** The text of a notification's e-mail: the text, then the address to open (absolute). */
export function mailBody(appUrl: string, text: string, link: string | null | undefined): string {
  if (!link) return text;
  const url = link.startsWith('/') ? `${appUrl}/app${link}` : link;
  return `${text}\n\n${url}`;
}

/** The web app's address of a notification's link (a path inside the app, or an https address), else null. */
function cleanLink(link: string | null | undefined): string | null {
  const l = link?.trim();
  if (!l) return null;
  return /^\/(?!\/)\S*$/.test(l) || /^https:\/\/\S+$/i.test(l) ? l.slice(0, 500) : null;
}

/**
 * Builds `notify`, the one way any module tells people something (DESIGN section 9). Modules receive it through
 * services.ts as `deps.notifications.notify` (like `audit.record`) and call it with the handle of the transaction
 * that makes the change:
 *
 * ```ts
 * await ctx.db.transaction(async (tx) => {
 *   await repo.returnSubmission(tx, ...);
 *   await deps.notifications.notify(tx, [learnerId], {
 *     type: 'assignment.returned',
 *     title: 'Your assignment was returned',
 *     text: `Your mentor returned "${lesson}" with comments: please revise and submit again.`,
 *     link: `/course/${courseId}/${contentUrl}`,
 *   });
 * });
 * ```
 *
 * - The rows are written in `tx`: they commit with the change or not at all (call it with `ctx.db` only when there
 *   is no transaction; then it is written at once).
 * - One row per recipient who has not turned the type off in the app (profile preferences); one outbox mail per
 *   recipient who wants the type by e-mail (their choice, or the type's default: contracts notificationEmailDefault),
 *   in the same transaction.
 * - After COMMIT (never for a rollback) it is pushed live to the recipients' open streams on every instance
 *   (Redis pub/sub when REDIS_URL is set). Nothing is pushed for a rolled-back change.
 * - `recipients` are user ids (duplicates and an empty list are fine). Resolves to the number of in-app rows written.
 */
export function createNotifier(ctx: AppContext, hub: LiveHub, users: () => NotifyUsersPort) {
  return async function notify(tx: Db, recipients: readonly number[], message: NotifyMessage): Promise<number> {
    const ids = [...new Set(recipients)].filter((id) => Number.isInteger(id) && id > 0);
    if (ids.length === 0) return 0;
    const now = ctx.now();
    const n = {
      type: message.type,
      title: message.title.trim().slice(0, NOTIFICATION_TITLE_MAX),
      text: message.text.trim().slice(0, NOTIFICATION_TEXT_MAX),
      link: cleanLink(message.link),
      createdOn: now,
    };
    const { rows, mailTo } = await repo.insertForUsers(tx, ids, n);
    if (mailTo.length) {
      const rowOf = new Map(rows);
      const people = await users().summaries(mailTo, tx);
      const body = mailBody(ctx.config.APP_URL, n.text, n.link);
      for (const p of people) {
        if (!p.active) continue;
        const rowId = rowOf.get(p.id);
        await ctx.mailer.enqueue(
          {
            to: p.email,
            subject: n.title,
            text: `Hello ${p.firstName},\n\n${body}\n\nYou can choose which notifications you receive by e-mail in your profile.`,
            idempotencyKey: rowId ? `notification:${rowId}` : `notification:${n.type}:${p.id}:${randomUUID()}`,
          },
          tx,
        );
      }
    }
    if (rows.length) {
      const item = { NotificationTitle: n.title, NotificationText: n.text, NotificationType: n.type, CreatedOn: now.toISOString(), Link: n.link };
      afterCommit(tx, () => void hub.publish({ k: 'n', to: rows, item }));
    }
    return rows.length;
  };
}
export type Notify = ReturnType<typeof createNotifier>;
