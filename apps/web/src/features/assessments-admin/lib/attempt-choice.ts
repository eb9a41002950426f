/** Which attempt the address names: its id, else its number ("2"), else the latest; null without attempts. */
export function chooseAttempt<T extends { ID: number; AttemptNo: number }>(attempts: readonly T[], param: string | undefined): T | null {
  if (attempts.length === 0) return null;
  const n = param && /^\d+$/.test(param) ? Number(param) : null;
  if (n !== null) {
    const byId = attempts.find((a) => a.ID === n);
    if (byId) return byId;
    const byNo = attempts.find((a) => a.AttemptNo === n);
    if (byNo) return byNo;
  }
  return attempts.reduce((last, a) => (a.AttemptNo > last.AttemptNo ? a : last));
}
