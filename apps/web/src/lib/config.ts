/** Build-time configuration read from VITE_* variables, with the defaults the product ships with. */
export const BRAND = import.meta.env.VITE_BRAND?.trim() || 'ERP Career Academy';

const parsedKey = Number(import.meta.env.VITE_ANTI_FORGERY_KEY);
export const ANTI_FORGERY_KEY = Number.isInteger(parsedKey) && import.meta.env.VITE_ANTI_FORGERY_KEY ? parsedKey : 7;

export const API_BASE = (import.meta.env.VITE_API_BASE?.trim() || '/api').replace(/\/$/, '');

export const BLOG_URL = import.meta.env.VITE_BLOG_URL?.trim() || 'https://blog.erpcareeracademy.com';

/** The app's base path (vite `base` without the trailing slash). */
export const APP_BASE = import.meta.env.BASE_URL.replace(/\/$/, '');
