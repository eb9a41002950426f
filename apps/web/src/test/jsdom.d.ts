// The part of jsdom's API the test environment uses (the package ships no types; @types/jsdom is not installed).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: Record<string, unknown>);
    readonly window: Window & typeof globalThis;
  }
}
