/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Product name used in page titles ('%s | <brand>'). */
  readonly VITE_BRAND?: string;
  /** Numeric key of the X-Anti-Forgery header (DESIGN section 3), default 7. */
  readonly VITE_ANTI_FORGERY_KEY?: string;
  /** API base path or URL, default /api. */
  readonly VITE_API_BASE?: string;
  /** External blog link of the public menu. */
  readonly VITE_BLOG_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
