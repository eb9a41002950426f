import type { DeviceSignature } from '@app/contracts/auth';

function operatingSystem(ua: string): string {
  if (/windows/i.test(ua)) return 'Windows';
  if (/android/i.test(ua)) return 'Android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'iOS';
  if (/mac os x/i.test(ua)) return 'macOS';
  if (/cros/i.test(ua)) return 'ChromeOS';
  if (/linux/i.test(ua)) return 'Linux';
  return 'Unknown';
}

function deviceCompany(ua: string): string {
  if (/iphone|ipad|macintosh/i.test(ua)) return 'Apple';
  if (/samsung|sm-/i.test(ua)) return 'Samsung';
  if (/pixel/i.test(ua)) return 'Google';
  if (/huawei/i.test(ua)) return 'Huawei';
  if (/xiaomi|redmi/i.test(ua)) return 'Xiaomi';
  return 'Unknown';
}

const cut = (s: string | undefined, n: number) => (s ?? '').slice(0, n);

/** The device signature of spec section 3, sent at login and at the SSO exchange. */
export function deviceSignature(): DeviceSignature {
  const nav = globalThis.navigator;
  const scr = globalThis.screen;
  const ua = nav?.userAgent ?? '';
  const width = Math.round(scr?.width ?? 0);
  const height = Math.round(scr?.height ?? 0);
  return {
    screenWidth: width,
    screenHeight: height,
    screenSize: `${width}x${height}`,
    product: cut(nav?.product, 100),
    platform: cut(nav?.platform, 100),
    userAgent: cut(ua, 500),
    operatingSystem: operatingSystem(ua),
    deviceCompany: deviceCompany(ua),
    language: cut(nav?.language, 35),
    appVersion: cut(nav?.appVersion, 500),
    appCodeName: cut(nav?.appCodeName, 100),
    colorDepth: Math.min(128, scr?.colorDepth ?? 0),
    pixelDepth: Math.min(128, scr?.pixelDepth ?? 0),
    isMobile: /mobi|android|iphone|ipad/i.test(ua),
  };
}
