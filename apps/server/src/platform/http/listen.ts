/**
 * The queue of connections the kernel holds for the API's socket until the event loop accepts them. Node's default
 * (511) overflows when many clients connect at once while the loop is busy (exam day: thousands of learners, and a
 * proxy opening upstream connections as its idle ones are taken); a connection refused there is retried by the
 * client's kernel only after 1, then 3, then 7 seconds, so a busy moment of tens of milliseconds became answers
 * seconds late (docs/benchmarks.md, exam day). Linux caps it at net.core.somaxconn (4096 by default).
 */
export const LISTEN_BACKLOG = 4096;
