/** The shapes a bench suite declares. Add a suite in bench/suites/ and list it in bench/suites/index.ts. */
import type { Measurement } from './load.ts';
import type { RunningServer } from './servers.ts';

/** A server process to start once per run (shared by the scenarios that name its key). */
export type ServerSpec = {
  key: string;
  /** Entry file in bench/servers. */
  entry: string;
  /** Makes what the server needs (a fresh database, a temp folder) and returns its environment. */
  prepare?: () => Promise<{ env: Record<string, string>; cleanup?: () => Promise<void> }>;
  /** Compiled as production runs the server (bench/lib/servers.ts) unless `false` (then through the tsx loader). */
  compiled?: boolean;
  /** How long the server may take to announce itself (default 90 s): one that generates a large data set needs more. */
  startupTimeoutMs?: number;
};

export type Scenario = {
  id: string;
  title: string;
  server: string;
  /** Request path; a function when it depends on what the started server announced (e.g. a course id). */
  path: string | ((server: RunningServer) => string);
  /** Headers for the requests; gets the started server (e.g. for its announced token). */
  headers?: (server: RunningServer) => Record<string, string>;
  /** A probe before the load: returns a problem description, or undefined when the response is as expected. */
  check?: (status: number, body: unknown) => string | undefined;
  /** The scenario the ratio column is computed against (default: the suite's baseline). */
  ratioTo?: string;
  /**
   * Requests that differ one from the next (a write with an increasing sequence number, another user's token):
   * given the started server (and every server of the suite by key), returns the generator of each request. Its path and headers replace `path` and
   * `headers`; the probe sends its first request.
   */
  requests?: (server: RunningServer, all: ReadonlyMap<string, RunningServer>) => () => RequestSpec;
};

export type RequestSpec = { method: string; path: string; headers: Record<string, string>; body?: string };

export type ScenarioResult = { scenario: Scenario; measurement?: Measurement; ratio?: number; error?: string };
export type Results = Map<string, ScenarioResult>;

export type Verdict = 'PASS' | 'FAIL' | 'INFO' | 'N/A';
export type Budget = { label: string; evaluate: (results: Results) => { verdict: Verdict; value: string } };

export type Suite = {
  name: string;
  /** Only run when named with --suite (investigations, slow suites). */
  optional?: boolean;
  /** The docs/benchmarks.md heading this suite owns (its section is replaced on each run). */
  heading: string;
  baseline: string;
  servers: ServerSpec[];
  scenarios: Scenario[];
  budgets: Budget[];
  /** Lines written under the table, explaining how the figures were taken. */
  notes: string[];
  /** More tables written between the scenario table and the budgets (e.g. CPU per request side by side). */
  tables?: (results: Results) => { header: string[]; rows: string[][] }[];
  /** The connections the suite is measured with, when not the run's (--connections). */
  connections?: number;
};
