import type { BankQuery } from '@app/contracts/resumes';
import type { Db } from '../../platform/db/client.ts';
import { cappedPage, MAX_RANKED } from '../../platform/http/list-query.ts';
import { createSearchCache } from '../../platform/db/ranked-search-cache.ts';
import * as repo from './resumes.repository.ts';

/**
 * The bank's searches ranked by full-text rank, their rankings held by each server instance under the bank's version
 * (data_versions 'resumes.bank', bumped by database triggers with every resume added, removed or changed in what the
 * bank filters, ranks or shows, and every account of a resume activated, deactivated or confirmed: migration 0047).
 *
 * A ranking is the matches' ids only, best first, keyed by its statement's text and parameters (the whole search):
 * it is the same for every recruiter. What a recruiter may see is never kept: each search reads its page's rows with
 * the unmask rule for that recruiter, and the version, in one statement. While that version is the one the ranking
 * was read under, no change the bank depends on was committed in between, so the page is what the one-statement
 * search would answer now; otherwise the search is ranked again, and if the bank moved once more meanwhile, answered
 * by the one-statement search (`fresh`).
 */
export function createBankRankings(db: Db): repo.KeptRanking {
  const rankings = createSearchCache((key) => {
    const [text, params] = JSON.parse(key) as [string, unknown[]];
    return repo.rankBank(db, { text, params });
  });
  return async (ranking, q: BankQuery, viewer, fresh) => {
    const key = JSON.stringify([ranking.text, ranking.params]);
    let matches = await rankings.get(key);
    for (let tries = 0; ; tries++) {
      // A page beyond the end answers the first page, as every list does.
      const pageIndex = q.pageIndex > 0 && q.pageIndex * q.pageSize >= matches.ids.length ? 0 : q.pageIndex;
      const ids = Array.from(matches.ids.subarray(pageIndex * q.pageSize, (pageIndex + 1) * q.pageSize));
      const { rows, version } = await repo.bankRowsByIds(db, ids, viewer);
      if (version !== null && version === matches.version) return cappedPage(rows, pageIndex, q.pageSize, matches.ids.length, MAX_RANKED);
      if (tries === 1) return fresh();
      matches = await rankings.reload(key);
    }
  };
}
