/** What the server answers to a heartbeat (heartbeatAckSchema). */
export interface HeartbeatAck {
  WatchTime: number;
  Position: number;
  Done: boolean;
  Progress: number;
}

export interface HeartbeatSchedulerOptions {
  /** Sends one heartbeat with the position in seconds. */
  send: (position: number) => Promise<HeartbeatAck>;
  /** Sends a last heartbeat that must survive the page going away (fetch keepalive); no answer is read. */
  sendOnLeave: (position: number) => void;
  /** The current position in seconds (the video's currentTime, or the time spent on the page). */
  position: () => number;
  /** A heartbeat every this many ms while playing (default 10 s). */
  intervalMs?: number;
  /** A position (seconds) that completes the material: reported at once when reached, so completion shows live. */
  completeAt?: number | null;
  onAck?: (ack: HeartbeatAck) => void;
  onError?: (error: unknown) => void;
}

export const HEARTBEAT_INTERVAL_MS = 10_000;

/**
 * When the lesson player reports watch time: at once and then every 10 s while playing, at once on pause, end and
 * when leaving the page, and at once when the position reaches the completing share. One request at a time (the
 * newest position follows when the one in flight returns). The server credits idempotently, so a repeated
 * heartbeat never counts twice; this keeps the number of requests small and the position fresh.
 */
export class HeartbeatScheduler {
  private timer: ReturnType<typeof setInterval> | null = null;
  private inFlight = false;
  private queued = false;
  private lastSent: number | null = null;
  private completionSent = false;
  private started = false;
  private disposed = false;
  done = false;

  constructor(private readonly o: HeartbeatSchedulerOptions) {}

  get playing(): boolean {
    return this.timer !== null;
  }

  /** Playback started or resumed. */
  play(): void {
    if (this.disposed) return;
    this.started = true;
    if (this.timer === null) this.timer = setInterval(() => this.beat(), this.o.intervalMs ?? HEARTBEAT_INTERVAL_MS);
    this.beat();
  }

  /** Playback paused (or the page hidden): report now and stop the interval. */
  pause(): void {
    this.stopTimer();
    if (!this.started) return;
    // Paused, then ended at the same place: one report is enough.
    if (!this.inFlight && this.lastSent !== null && Math.abs(this.o.position() - this.lastSent) < 0.5) return;
    this.beat();
  }

  /** Playback reached the end. */
  ended(): void {
    this.pause();
  }

  /** The position moved (timeupdate): reports at once when it first reaches the completing share. */
  progress(position: number): void {
    const at = this.o.completeAt;
    if (this.disposed || this.done || this.completionSent || at === null || at === undefined) return;
    if (position >= at) {
      this.completionSent = true;
      this.beat();
    }
  }

  /** The page goes away (unload, navigation, closing the item): a last heartbeat that outlives the page. */
  leave(): void {
    this.stopTimer();
    if (this.disposed || !this.started) return;
    const position = this.o.position();
    if (this.lastSent !== null && Math.abs(position - this.lastSent) < 0.5) return;
    this.lastSent = position;
    this.o.sendOnLeave(position);
  }

  /** Stops everything (the item is closed); call leave() first to report the last position. */
  dispose(): void {
    this.stopTimer();
    this.disposed = true;
  }

  private stopTimer() {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private beat(): void {
    if (this.disposed) return;
    if (this.inFlight) {
      this.queued = true;
      return;
    }
    const position = this.o.position();
    this.inFlight = true;
    this.lastSent = position;
    this.o.send(position).then(
      (ack) => {
        if (ack.Done) this.done = true;
        if (!this.disposed) this.o.onAck?.(ack);
      },
      (error: unknown) => {
        if (!this.disposed) this.o.onError?.(error);
      },
    ).finally(() => {
      this.inFlight = false;
      if (this.queued) {
        this.queued = false;
        this.beat();
      }
    });
  }
}

/**
 * Seconds spent on the page while it is visible, from a starting value: the position of materials whose
 * playback the page cannot see (an external YouTube or Vimeo player).
 */
export class VisibleClock {
  private since: number | null = null;
  private total: number;

  constructor(start: number, private readonly now: () => number = () => Date.now()) {
    this.total = start;
  }

  resume(): void {
    if (this.since === null) this.since = this.now();
  }

  pause(): void {
    if (this.since !== null) this.total += (this.now() - this.since) / 1000;
    this.since = null;
  }

  seconds(): number {
    return this.total + (this.since === null ? 0 : (this.now() - this.since) / 1000);
  }
}
